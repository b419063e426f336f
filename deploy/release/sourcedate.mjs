// Stops the clock of the program it is preloaded into (node --import) at
// SOURCE_DATE_EPOCH, in Unix seconds: "mcpb pack" stamps every zip entry
// with new Date(), and a release must be the same bytes for the same
// commit. Only the current time changes: new Date(x) and Date.parse are
// untouched. The release step (bundle.go) runs it with TZ=UTC, since zip
// entries carry local time.
const epoch = Number(process.env.SOURCE_DATE_EPOCH) * 1000;
if (!Number.isInteger(epoch) || epoch <= 0) {
  throw new Error(`sourcedate.mjs: SOURCE_DATE_EPOCH=${process.env.SOURCE_DATE_EPOCH} is not a time`);
}
const RealDate = Date;
globalThis.Date = class Date extends RealDate {
  constructor(...args) {
    super(...(args.length > 0 ? args : [epoch]));
  }
  static now() {
    return epoch;
  }
};
