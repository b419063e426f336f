-- wrk script for the free route: the same body as `pqs load` sends (internal/loadprompt; TestWrkScript there keeps the two equal).
--   pqs serve --free-limit 0 &
--   wrk -t1 -c64 -d5s --latency -s deploy/wrk-free.lua http://127.0.0.1:8080/api/score/free
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[{"prompt":"You are a senior financial analyst. Summarize the attached Q3 earnings call transcript for a retail investor in five bullet points of at most 20 words each, then list the two biggest risks the CFO mentioned. Use only facts from the transcript and quote the figures exactly. Think step by step: first find the guidance changes, then the margin trends. Format: Markdown. Example bullet: \"- Revenue up 12% year on year, driven by cloud.\"","vertical":"general"}]]
