// Computes the server command Claude Desktop would launch for an installed
// MCP bundle, with the mcpb package's own getMcpConfigForManifest: the
// command and args with ${__dirname} resolved and the env filled from
// user_config. Prints {"command","args","env"} as JSON.
//
// Usage: node bundle.mjs <manifest.json> <bundle dir> '<user config JSON>'
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { getMcpConfigForManifest } from "@anthropic-ai/mcpb";

const [manifestPath, dir, userConfig] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const config = await getMcpConfigForManifest({
  manifest,
  extensionPath: dir,
  systemDirs: { HOME: homedir(), DESKTOP: homedir(), DOCUMENTS: homedir(), DOWNLOADS: homedir() },
  userConfig: JSON.parse(userConfig ?? "{}"),
  pathSeparator: "/",
  logger: console,
});
if (!config) {
  console.error("no MCP config for this manifest and user config");
  process.exit(1);
}
process.stdout.write(JSON.stringify(config) + "\n");
