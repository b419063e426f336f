-- wrk script for MCP tools/call score with an API key: the request pqs load --mix paid sends
-- (internal/loadprompt; TestWrkScript there keeps the two equal).
--   KEY=$(pqs keys create --name bench --quota 1000000000); pqs serve --free-limit 0 &
--   PQS_LOAD_KEY=$KEY wrk -t1 -c64 -d5s --latency -s deploy/wrk-mcp.lua http://127.0.0.1:8080/mcp
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer " .. os.getenv("PQS_LOAD_KEY")
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2025-11-25"
wrk.body = [[{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"score","arguments":{"prompt":"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance changes, then the margin trends. Format: Markdown. Example bullet: \"- Revenue up 12% year on year, driven by cloud.\"","vertical":"general"}}}]]
