// Pays a pqs route with an official x402 npm client and prints what
// happened as one JSON line. Driven by the Go interop tests; also the
// example paying client of docs/payments.md.
//
//   PAYER_KEY=0x<hex private key> node pay.mjs <client> <url> '<json body>'
//
// client:
//   v2     @x402/fetch + @x402/evm ExactEvmScheme (PAYMENT-SIGNATURE)
//   v1     legacy x402-fetch 1.2.0 (X-PAYMENT)
//
// MAX_USD (default "2") raises the clients' per-payment caps: @x402/core
// refuses more than $1 by default, x402-fetch more than 0.1 USDC.
import { wrapFetchWithPayment, x402Client, decodePaymentResponseHeader } from "@x402/fetch";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment as wrapFetchV1, decodeXPaymentResponse } from "x402-fetch";
import { privateKeyToAccount } from "viem/accounts";

const [client, url, body] = process.argv.slice(2);
if (!client || !url) {
  console.error("usage: PAYER_KEY=0x... node pay.mjs v2|v1 URL [JSON body]");
  process.exit(2);
}
const account = privateKeyToAccount(process.env.PAYER_KEY);
const maxUSD = process.env.MAX_USD || "2";

// Remember the payment header the client sent, so the caller can replay it.
let sent = null;
const spy = async (input, init) => {
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init?.headers).forEach((v, k) => headers.set(k, v));
  for (const name of ["PAYMENT-SIGNATURE", "X-PAYMENT"]) {
    if (headers.get(name)) sent = { name, value: headers.get(name) };
  }
  return fetch(input, init);
};

let pay;
switch (client) {
  case "v2": {
    const c = new x402Client();
    c.register("eip155:*", new ExactEvmScheme(account));
    c.setSpendControls({ maxAmountPerPayment: "$" + maxUSD });
    pay = wrapFetchWithPayment(spy, c);
    break;
  }
  case "v1": {
    const maxAtomic = BigInt(Math.round(Number(maxUSD) * 1e6));
    pay = wrapFetchV1(spy, account, maxAtomic);
    break;
  }
  default:
    console.error(`unknown client ${client}`);
    process.exit(2);
}

const out = { client };
try {
  const res = await pay(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body ?? "{}",
  });
  out.status = res.status;
  const text = await res.text();
  try { out.body = JSON.parse(text); } catch { out.body = text; }
  out.payment = sent;
  for (const [name, decode] of [["PAYMENT-RESPONSE", decodePaymentResponseHeader], ["X-PAYMENT-RESPONSE", decodeXPaymentResponse]]) {
    const h = res.headers.get(name);
    if (h) {
      out.settlementHeader = name;
      out.settlement = decode(h);
    }
  }
} catch (e) {
  out.error = String(e?.stack || e);
  out.payment = sent;
}
console.log(JSON.stringify(out));
