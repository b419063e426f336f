// Interop client: the official MCP TypeScript SDK talks to pqs over stdio or
// streamable HTTP and reports what it saw as one JSON object on stdout. The
// Go tests (transport/mcp_interop_test.go, cmd_mcp_test.go) decide what is
// right; this script only drives the SDK and validates structured results.
//
// Usage: node client.mjs '<plan JSON>'
//   plan = {
//     "stdio": {"command": "...", "args": [...], "env": {...}}   // or
//     "http":  {"url": "http://127.0.0.1:port/mcp", "headers": {...}},
//     "calls": [{"name": "score", "arguments": {...}, "_meta": {...}}]
//   }
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import Ajv2020 from "ajv/dist/2020.js";

const plan = JSON.parse(process.argv[2] ?? "{}");
const report = { calls: [] };

let transport;
if (plan.stdio) {
  transport = new StdioClientTransport({
    command: plan.stdio.command,
    args: plan.stdio.args ?? [],
    env: { ...process.env, ...(plan.stdio.env ?? {}) },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (d) => (stderr += d));
  process.on("exit", () => {
    if (process.exitCode) process.stderr.write(stderr);
  });
} else {
  transport = new StreamableHTTPClientTransport(new URL(plan.http.url), {
    requestInit: { headers: plan.http.headers ?? {} },
  });
}

const client = new Client({ name: "pqs-interop", version: "0.0.1" });
// An independent JSON Schema 2020-12 validator, besides the SDK's own check.
const ajv = new Ajv2020({ strict: false, allErrors: true });

try {
  await client.connect(transport); // initialize + notifications/initialized
  report.server = client.getServerVersion();
  report.protocolVersion = transport.protocolVersion ?? null;
  report.sessionId = transport.sessionId ?? null;
  const { tools } = await client.listTools();
  report.tools = tools;
  const validators = Object.fromEntries(
    tools.filter((t) => t.outputSchema).map((t) => [t.name, ajv.compile(t.outputSchema)]),
  );
  for (const call of plan.calls ?? []) {
    const out = { name: call.name };
    try {
      // callTool checks structuredContent against the tool's outputSchema
      // and throws when it does not match.
      const params = { name: call.name, arguments: call.arguments ?? {} };
      if (call._meta) params._meta = call._meta;
      const res = await client.callTool(params);
      out.isError = res.isError ?? false;
      out.text = (res.content ?? []).filter((c) => c.type === "text").map((c) => c.text);
      out.structuredContent = res.structuredContent ?? null;
      out.meta = res._meta ?? null;
      const validate = validators[call.name];
      if (res.structuredContent !== undefined && validate && !validate(res.structuredContent)) {
        out.schemaErrors = ajv.errorsText(validate.errors);
      }
    } catch (err) {
      out.thrown = `${err?.code ?? ""} ${err?.message ?? err}`;
    }
    report.calls.push(out);
  }
  await client.close();
} catch (err) {
  report.fatal = `${err?.cause?.code ?? err?.code ?? ""} ${err?.message ?? err}`;
  process.exitCode = 1;
}
process.stdout.write(JSON.stringify(report) + "\n");
