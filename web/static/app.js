// pqs page: scores the prompt on every keystroke with the pqs engine
// compiled to WebAssembly (web/wasm), shows the offline rewrite, copies the
// agent configurations, and runs the paid model calls with an API key.
// No framework, no build step; every request goes to this page's origin.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const body = document.body;
  const isStatic = body.dataset.static === 'true';
  const ROLES = ['system', 'developer', 'user', 'assistant'];
  const KEY_STORAGE = 'pqs-api-key';
  const EXAMPLE = 'Write a blog post about Bitcoin.';

  const state = {
    engine: null,
    mode: 'text',
    turns: [],
    rewrite: false,
    lastOut: null,
    rewritePrompt: '',
    firstScored: false,
    scheduled: false, // a score is due at the next frame
    scores: 0,
    summaryTimer: 0,
  };

  // A served page names its own server in the examples.
  if (body.dataset.sameOrigin === 'true') {
    for (const el of document.querySelectorAll('.origin')) el.textContent = location.origin;
  }

  // ---- the engine ---------------------------------------------------------

  function engineFailed(message) {
    state.engine = null;
    body.dataset.engine = 'failed';
    const box = $('engine-error');
    box.replaceChildren();
    const strong = document.createElement('strong');
    strong.textContent = 'The scoring engine did not load. ';
    box.append(strong, document.createTextNode(message.charAt(0).toUpperCase() + message.slice(1)));
    box.hidden = false;
    $('engine-status').textContent = 'Live scoring is unavailable.';
    $('result').setAttribute('aria-busy', 'false');
  }

  // loadScript adds a script of this page's origin and resolves when it
  // has run.
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.onload = resolve;
      el.onerror = () => reject(new Error('Go\u2019s wasm_exec.js did not load.'));
      document.head.append(el);
    });
  }

  // watchBuild says what the server is doing while the engine is on its
  // way: a development build compiles it from source on first use, which
  // takes seconds with a warm Go build cache and can take a minute cold.
  // It asks only when the engine is slow to come, and stops when it came.
  function watchBuild(arrived) {
    if (isStatic) return; // no pqs behind a static copy
    const status = $('engine-status');
    let timer = 0;
    const ask = async () => {
      let st = null;
      try {
        const resp = await fetch('web/engine-status', { cache: 'no-store' });
        if (resp.ok) st = await resp.json();
      } catch (_) { /* the engine's own request says what went wrong */ }
      if (arrived.done) return;
      if (st && st.state === 'building') {
        if (body.dataset.engine !== 'building') {
          // Said once (a live region); the seconds go beside it, unannounced.
          body.dataset.engine = 'building';
          status.textContent = 'Building the scoring engine from source: a development build of pqs does this once, on first use, in seconds with a warm Go build cache and up to a minute cold. You can type meanwhile; your prompt is scored as soon as it is ready.';
          $('engine-wait').hidden = false;
        }
        $('engine-elapsed').textContent = Math.round((st.building_ms || 0) / 1000) + ' s';
      }
      timer = setTimeout(ask, 1000);
    };
    timer = setTimeout(ask, 300);
    return () => { clearTimeout(timer); $('engine-wait').hidden = true; };
  }

  async function loadEngine() {
    const status = $('engine-status');
    const arrived = { done: false };
    const stopWatching = watchBuild(arrived) || (() => {});
    try {
      if (typeof WebAssembly !== 'object') throw new Error('This browser does not run WebAssembly.');
      const ready = new Promise((resolve) => { globalThis.pqsEngineReady = resolve; });
      performance.mark('pqs-fetch');
      // A fetch does not hold the page's load event while the server
      // builds the engine; a script would.
      const resp = await fetch('web/engine.wasm');
      arrived.done = true;
      stopWatching();
      if (!resp.ok) {
        let msg = 'The server answered ' + resp.status + '.';
        try { msg = (await resp.json()).error.message; } catch (_) { /* not our JSON */ }
        throw new Error(msg);
      }
      body.dataset.engine = 'compiling';
      status.textContent = 'Loading the scoring engine…';
      // Go's support script, which the server holds with the engine it
      // belongs to: loaded now, not by the page, so that the page works
      // and finishes loading while a development build compiles.
      await loadScript('web/wasm_exec.js');
      if (typeof Go !== 'function') throw new Error('Go\u2019s wasm_exec.js did not load.');
      const go = new Go();
      // Compile while downloading where the server names the type, as
      // pqs serve does; a static host may not.
      const { instance } = (resp.headers.get('Content-Type') || '').startsWith('application/wasm')
        ? await WebAssembly.instantiateStreaming(resp, go.importObject)
        : await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
      performance.mark('pqs-compiled');
      go.run(instance).then(() => engineFailed('The engine stopped; reload the page.'));
      await ready;
      state.engine = globalThis.pqsEngine;
      body.dataset.engine = 'ready';
      $('result').dataset.engineReadyMs = performance.now().toFixed(1);
      status.textContent = 'Scored in your browser by the pqs engine (scorer ' + state.engine.version + '), compiled to WebAssembly.';
      $('result').setAttribute('aria-busy', 'false');
      rescore();
    } catch (e) {
      arrived.done = true;
      stopWatching();
      engineFailed(e && e.message ? e.message : String(e));
    }
  }

  function call(fn, input) {
    try {
      return JSON.parse(state.engine[fn](JSON.stringify(input)));
    } catch (e) {
      engineFailed('The engine failed: ' + (e && e.message ? e.message : e));
      return null;
    }
  }

  // ---- input --------------------------------------------------------------

  function currentInput() {
    const vertical = $('vertical').value;
    if (state.mode === 'chat') {
      return { messages: state.turns.map((t) => ({ role: t.role, content: t.content })), vertical };
    }
    return { prompt: $('prompt').value, vertical };
  }

  // onEdit scores at the next frame: every keystroke is scored, and keys
  // typed faster than a frame are scored once, with the latest text.
  function onEdit() {
    if (state.scheduled) return;
    state.scheduled = true;
    requestAnimationFrame(() => {
      state.scheduled = false;
      rescore();
    });
  }

  function rescore() {
    if (!state.engine) return;
    const t0 = performance.now();
    const out = call('score', currentInput());
    if (!out) return;

    render(out);
    const ms = performance.now() - t0;
    // What the benchmarks read (docs/benchmarks.md): the time of the last
    // score, engine and render, and how many scores there were.
    const result = $('result');
    result.dataset.scoreMs = ms.toFixed(3);
    result.dataset.scores = ++state.scores;
    if (!state.firstScored && out.result) {
      state.firstScored = true;
      result.dataset.firstScoreMs = performance.now().toFixed(1);
    }
    $('timing').textContent = out.result ? 'scored in ' + (ms < 10 ? ms.toFixed(1) : Math.round(ms)) + ' ms, in your browser' : '';
    if (state.rewrite) renderRewrite();
  }

  // ---- the score ----------------------------------------------------------

  const dimItems = [...document.querySelectorAll('#dimensions > li')];

  function render(out) {
    const r = out.result;
    if (!r) {
      clearScore(out.error);
      return;
    }
    state.lastOut = out;
    $('total').textContent = r.score;
    const grade = $('grade');
    grade.textContent = r.grade;
    grade.dataset.grade = r.grade;
    $('percentile').textContent = r.percentile;
    const basis = out.percentile_basis || '';
    $('percentile-basis').textContent = basis.charAt(0).toUpperCase() + basis.slice(1) + '.';
    dimItems.forEach((li, i) => {
      const name = li.dataset.dim;
      const score = r.dimensions[name];
      const fill = li.querySelector('.fill');
      fill.style.setProperty('--v', score);
      fill.dataset.level = score >= 7 ? 'high' : score >= 4 ? 'mid' : 'low';
      li.querySelector('.dim-score').textContent = score;
      renderEvidence(li.querySelector('.evidence'), out.evidence && out.evidence[i]);
    });
    renderFixes(r);
    const lang = r.language || out.language;
    const langBox = $('language');
    if (lang) {
      let name = lang;
      try { name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) + ' (' + lang + ')'; } catch (_) { /* unknown code */ }
      $('language-name').textContent = name;
    }
    langBox.hidden = !lang;
    const ignored = $('ignored');
    ignored.textContent = out.ignored ? 'Set aside: ' + out.ignored : '';
    ignored.hidden = !out.ignored;
    clearTimeout(state.summaryTimer);
    state.summaryTimer = setTimeout(() => {
      $('summary').textContent = 'Score ' + r.score + ' of 80, grade ' + r.grade + ', percentile ' + r.percentile + '.';
    }, 800);
  }

  function clearScore(err) {
    state.lastOut = null;
    $('total').textContent = '–';
    const grade = $('grade');
    grade.textContent = '–';
    delete grade.dataset.grade;
    $('percentile').textContent = '–';
    for (const li of dimItems) {
      li.querySelector('.fill').style.setProperty('--v', 0);
      li.querySelector('.dim-score').textContent = '–';
      li.querySelector('.evidence').replaceChildren();
    }
    $('fixes').replaceChildren();
    $('language').hidden = true;
    $('ignored').hidden = true;
    const empty = err && err.code === 'empty_prompt';
    $('timing').textContent = empty ? (state.mode === 'chat' ? 'Type a message to score the chat.' : 'Type a prompt to score it.') : (err ? err.message : '');
  }

  function renderEvidence(box, ev) {
    const key = ev ? JSON.stringify(ev) : '';
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    box.replaceChildren();
    if (!ev) return;
    const groups = [['Earned', ev.fired, '+'], ['Deducted', ev.deducted, '−'], ['Missing', ev.missing, '']];
    let any = false;
    for (const [title, items] of groups) {
      if (!items || items.length === 0) continue;
      any = true;
      const p = document.createElement('p');
      p.className = 'kind';
      p.textContent = title;
      const ul = document.createElement('ul');
      for (const it of items) {
        const li = document.createElement('li');
        li.textContent = it;
        ul.append(li);
      }
      box.append(p, ul);
    }
    if (!any) {
      const p = document.createElement('p');
      p.textContent = 'No rule fired.';
      box.append(p);
    }
  }

  function renderFixes(r) {
    const fixes = r.fixes;
    const ol = $('fixes');
    ol.replaceChildren();
    for (const f of fixes || []) {
      const li = document.createElement('li');
      if (f.gain !== undefined) {
        const g = document.createElement('span');
        g.className = 'gain';
        g.textContent = '+' + f.gain + ' ' + f.dimension + ': ';
        li.append(g);
      }
      li.append(document.createTextNode(f.action));
      ol.append(li);
    }
    if (!ol.children.length) {
      const li = document.createElement('li');
      li.className = 'none';
      li.textContent = 'No fix worth making: every dimension this task needs is covered.';
      ol.append(li);
    }
  }

  // ---- the rewrite --------------------------------------------------------

  function renderRewrite() {
    const pre = $('rewrite-text');
    const out = state.engine ? call('optimize', currentInput()) : null;
    if (!out || out.error) {
      state.rewritePrompt = '';
      pre.textContent = out && out.error ? out.error.message : '';
      $('rewrite-score').textContent = '';
      $('rewrite-changes').replaceChildren();
      return;
    }
    state.rewritePrompt = out.prompt;
    $('rewrite-score').textContent = 'Before ' + out.before.score + '/80 (' + out.before.grade + '), after ' + out.after.score + '/80 (' + out.after.grade + '): the rewrite restructures what you wrote and asks for what is missing.';
    pre.replaceChildren(...diff(out.original, out.prompt));
    const ul = $('rewrite-changes');
    ul.replaceChildren();
    for (const c of out.changes) {
      const li = document.createElement('li');
      li.textContent = c.dimension + ': ' + c.description;
      ul.append(li);
    }
  }

  // diff returns the nodes of b with its words not in a marked <ins>, and
  // a's words not in b as <del> where they were dropped, so that the text
  // of every node but the <del>s is b. Words are compared by a longest
  // common subsequence; whitespace follows b.
  function diff(a, b) {
    const tok = (s) => s.match(/\s+|[^\s]+/g) || [];
    const at = tok(a).filter((t) => !/^\s/.test(t));
    const bt = tok(b);
    const bw = bt.filter((t) => !/^\s/.test(t));
    const n = at.length, m = bw.length;
    if (n * m > 4e6) return [document.createTextNode(b)];
    const L = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        L[i * (m + 1) + j] = at[i] === bw[j] ? L[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(L[(i + 1) * (m + 1) + j], L[i * (m + 1) + j + 1]);
      }
    }
    const nodes = [];
    let text = '';
    const flush = () => { if (text) { nodes.push(document.createTextNode(text)); text = ''; } };
    // mark adds s in a <tag>, or to the last one when only spaces lie
    // between (an <ins> takes them in; a <del> only joins with none, since
    // the spaces are the rewrite's).
    const mark = (tag, s) => {
      const last = nodes[nodes.length - 1];
      if (last && last.nodeName === tag.toUpperCase() && (tag === 'ins' ? !text.trim() : !text)) {
        last.textContent += text + s;
        text = '';
        return;
      }
      flush();
      const el = document.createElement(tag);
      el.textContent = s;
      nodes.push(el);
    };
    let i = 0, j = 0;
    for (const t of bt) {
      if (/^\s/.test(t)) { text += t; continue; }
      while (i < n && at[i] !== bw[j] && L[(i + 1) * (m + 1) + j] >= L[i * (m + 1) + j + 1]) {
        mark('del', at[i++] + ' ');
      }
      if (i < n && at[i] === bw[j]) { text += t; i++; } else mark('ins', t);
      j++;
    }
    while (i < n) mark('del', ' ' + at[i++]);
    flush();
    return nodes;
  }

  // ---- chat mode ----------------------------------------------------------

  let turnSeq = 0;
  function addTurn(role, content) {
    state.turns.push({ id: ++turnSeq, role, content });
    renderTurns();
  }

  function renderTurns(focusId) {
    const ol = $('turns');
    ol.replaceChildren();
    state.turns.forEach((t, idx) => {
      const li = document.createElement('li');
      li.className = 'turn';
      const head = document.createElement('div');
      head.className = 'turn-head';
      const sel = document.createElement('select');
      sel.id = 'turn-role-' + t.id;
      for (const r of ROLES) {
        const o = document.createElement('option');
        o.value = r;
        o.textContent = r;
        o.selected = r === t.role;
        sel.append(o);
      }
      const sl = document.createElement('label');
      sl.htmlFor = sel.id;
      sl.textContent = 'Turn ' + (idx + 1) + ' role';
      sel.addEventListener('change', () => { t.role = sel.value; onEdit(); });
      const rm = document.createElement('button');
      rm.type = 'button';
      rm.className = 'secondary remove';
      rm.textContent = 'Remove';
      rm.setAttribute('aria-label', 'Remove turn ' + (idx + 1));
      rm.disabled = state.turns.length === 1;
      rm.addEventListener('click', () => {
        state.turns = state.turns.filter((x) => x !== t);
        const next = state.turns[Math.min(idx, state.turns.length - 1)];
        renderTurns(next && next.id);
        onEdit();
      });
      head.append(sl, sel, rm);
      const ta = document.createElement('textarea');
      ta.id = 'turn-content-' + t.id;
      ta.rows = 3;
      ta.value = t.content;
      ta.setAttribute('aria-label', 'Turn ' + (idx + 1) + ' content');
      ta.addEventListener('input', () => { t.content = ta.value; onEdit(); });
      li.append(head, ta);
      ol.append(li);
      if (t.id === focusId) ta.focus();
    });
  }

  function setMode(mode) {
    state.mode = mode;
    $('text-editor').hidden = mode !== 'text';
    $('chat-editor').hidden = mode !== 'chat';
    if (mode === 'chat' && state.turns.every((t) => !t.content.trim())) {
      state.turns = [];
      addTurn('system', '');
      addTurn('user', $('prompt').value);
    }
    onEdit();
  }

  // ---- copy ---------------------------------------------------------------

  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        return true;
      } catch (_) { /* fall back below */ }
    }
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.className = 'visually-hidden';
    document.body.append(ta);
    ta.select();
    let ok = false;
    try { ok = document.execCommand('copy'); } catch (_) { ok = false; }
    ta.remove();
    return ok;
  }

  document.addEventListener('click', async (ev) => {
    const btn = ev.target.closest('button.copy');
    if (!btn) return;
    const id = btn.dataset.copy;
    const text = id === 'rewrite-text' ? state.rewritePrompt : $(id).textContent;
    const ok = await copyText(text);
    const label = btn.textContent;
    btn.textContent = ok ? 'Copied' : 'Copy failed';
    $('summary').textContent = ok ? 'Copied to the clipboard.' : 'Could not copy; select the text instead.';
    setTimeout(() => { btn.textContent = label; }, 1500);
  });

  // ---- model calls with an API key ----------------------------------------

  const explain = {
    invalid_api_key: 'The key was refused',
    revoked_api_key: 'The key was refused: it has been revoked',
    quota_exceeded: 'This key\u2019s quota is spent',
    payment_required: 'This call needs an API key',
    model_not_configured: 'This server has no model configured',
    model_timeout: 'The model took too long',
    model_error: 'The model failed',
    model_rate_limited: 'The model provider is rate limiting this server',
  };

  function modelError(status, err) {
    const box = $('model-error');
    box.replaceChildren();
    const strong = document.createElement('strong');
    const code = err && err.code;
    strong.textContent = (explain[code] || ('The server answered ' + status)) + '. ';
    box.append(strong, document.createTextNode(err && err.message ? err.message : ''));
    if (code) {
      const c = document.createElement('code');
      c.textContent = ' (' + code + ')';
      box.append(c);
    }
    box.hidden = false;
  }

  let running = null;
  async function runModel(op) {
    const key = $('api-key').value.trim();
    $('model-error').hidden = true;
    if (!key) {
      modelError(0, { message: 'Enter an API key first.' });
      $('api-key').focus();
      return;
    }
    const input = currentInput();
    const route = op === 'compare' ? 'api/score/compare' : 'api/score/full';
    const ctrl = new AbortController();
    running = ctrl;
    const started = performance.now();
    const verb = op === 'compare' ? 'Comparing models' : 'Optimizing with the model';
    const progress = $('model-progress');
    const text = $('model-progress-text');
    const tick = () => { text.textContent = verb + '… ' + Math.round((performance.now() - started) / 1000) + ' s'; };
    tick();
    const timer = setInterval(tick, 1000);
    progress.hidden = false;
    $('model-result').setAttribute('aria-busy', 'true');
    for (const b of [$('run-optimize'), $('run-compare')]) b.disabled = true;
    try {
      const resp = await fetch(route, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + key },
        body: JSON.stringify(input),
        signal: ctrl.signal,
      });
      let j = null;
      try { j = await resp.json(); } catch (_) { /* not JSON */ }
      if (!resp.ok) {
        modelError(resp.status, j && j.error);
      } else if (op === 'compare') {
        renderCompare(j);
      } else {
        renderFull(j);
      }
    } catch (e) {
      if (e.name === 'AbortError') modelError(0, { message: 'Cancelled; nothing was charged.' });
      else modelError(0, { message: 'Could not reach the server: ' + e.message });
    } finally {
      clearInterval(timer);
      progress.hidden = true;
      running = null;
      $('model-result').setAttribute('aria-busy', 'false');
      for (const b of [$('run-optimize'), $('run-compare')]) b.disabled = false;
    }
  }

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  // Why a prompt of an optimize call has no model output: its
  // output_status, which is "ok" or an error code.
  const noOutput = {
    model_not_configured: 'Not run: this server has no model configured.',
    model_timeout: 'Not run: the model took too long on this prompt.',
    model_rate_limited: 'Not run: the model provider is rate limiting this server.',
    model_error: 'Not run: the model failed on this prompt.',
  };

  function runCard(title, run) {
    const card = el('div', undefined, 'run');
    card.append(el('h4', title + ': ' + run.score.total + '/80, grade ' + run.score.grade));
    card.append(el('p', 'Prompt', 'kind'), el('pre', run.prompt));
    card.append(el('p', 'Model output', 'kind'));
    if (run.output) {
      card.append(el('pre', run.output));
    } else {
      const code = run.output_status || '';
      const p = el('p', noOutput[code] || (code === 'ok' ? 'The model answered with nothing.' : 'Not run.'), 'hint');
      if (code && code !== 'ok') p.append(' ', el('code', '(' + code + ')'));
      card.append(p);
    }
    return card;
  }

  function renderFull(j) {
    const box = $('model-result');
    box.replaceChildren();
    box.append(el('h3', 'Optimized: ' + j.original.score.total + ' → ' + j.optimized.score.total + ' of 80 (' + (j.improvement_pct >= 0 ? '+' : '') + j.improvement_pct + '%), ' + (j.rewriter === 'model' ? 'rewritten by the model' : 'the offline rewrite')));
    if (j.explanation) box.append(el('p', j.explanation));
    const runs = el('div', undefined, 'runs');
    runs.append(runCard('Before', j.original), runCard('After', j.optimized));
    box.append(runs);
  }

  function renderCompare(j) {
    const box = $('model-result');
    box.replaceChildren();
    box.append(el('h3', 'Compared: the winner is ' + (j.winner || 'none')));
    if (j.verdict) box.append(el('p', j.verdict));
    box.append(el('p', 'Optimized prompt', 'kind'), el('pre', j.optimized_prompt));
    const runs = el('div', undefined, 'runs');
    for (const name of Object.keys(j.results).sort()) {
      const r = j.results[name];
      const card = el('div', undefined, 'run');
      card.append(el('h4', name + ' (' + r.model + ')' + (name === j.winner ? ': winner' : '')));
      if (r.error) {
        card.append(el('p', r.error, 'hint'));
      } else {
        const s = r.scores;
        card.append(el('p', 'Judge: ' + s.total + '/100 (completeness ' + s.completeness + ', relevancy ' + s.relevancy + ', reasoning depth ' + s.reasoning_depth + ', faithfulness ' + s.faithfulness + ')'));
        card.append(el('pre', r.output));
      }
      runs.append(card);
    }
    box.append(runs);
  }

  // ---- wiring -------------------------------------------------------------

  const prompt = $('prompt');
  if (!prompt.value) prompt.value = EXAMPLE;
  prompt.addEventListener('input', onEdit);
  $('vertical').addEventListener('change', onEdit);
  for (const r of document.querySelectorAll('input[name=mode]')) {
    r.addEventListener('change', () => { if (r.checked) setMode(r.value); });
  }
  $('add-turn').addEventListener('click', () => {
    const last = state.turns[state.turns.length - 1];
    addTurn(last && last.role === 'user' ? 'assistant' : 'user', '');
    renderTurns(state.turns[state.turns.length - 1].id);
    onEdit();
  });
  $('rewrite-toggle').addEventListener('change', (e) => {
    state.rewrite = e.target.checked;
    $('rewrite').hidden = !state.rewrite;
    if (state.rewrite) renderRewrite();
  });
  const showRewrite = $('show-rewrite'); // a server without a model offers the offline rewrite instead
  if (showRewrite) {
    showRewrite.addEventListener('click', () => {
      const t = $('rewrite-toggle');
      if (!t.checked) t.click();
      $('rewrite').scrollIntoView({ block: 'start' });
      $('rewrite-text').focus({ preventScroll: true });
    });
  }
  if (!isStatic && $('api-key')) {
    const keyInput = $('api-key');
    try { keyInput.value = sessionStorage.getItem(KEY_STORAGE) || ''; } catch (_) { /* storage off */ }
    keyInput.addEventListener('input', () => {
      try { sessionStorage.setItem(KEY_STORAGE, keyInput.value.trim()); } catch (_) { /* storage off */ }
    });
    $('forget-key').addEventListener('click', () => {
      keyInput.value = '';
      try { sessionStorage.removeItem(KEY_STORAGE); } catch (_) { /* storage off */ }
      keyInput.focus();
    });
    $('run-optimize').addEventListener('click', () => runModel('optimize'));
    $('run-compare').addEventListener('click', () => runModel('compare'));
    $('model-cancel').addEventListener('click', () => { if (running) running.abort(); });
  }
  // The radios keep their state across a reload; follow it.
  const checked = document.querySelector('input[name=mode]:checked');
  if (checked && checked.value !== 'text') setMode(checked.value);
  if ($('rewrite-toggle').checked) { state.rewrite = true; $('rewrite').hidden = false; }
  loadEngine();
})();
