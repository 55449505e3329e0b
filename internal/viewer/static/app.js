// The IRI viewer's page. Every piece of user text reaches the page through
// textContent, append(string) or setAttribute on non-URL attributes: never
// as HTML (the server's Content-Security-Policy also makes the browser
// refuse any HTML string, with require-trusted-types-for 'script').
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);

  // el builds an element; props: class, text, or any other attribute
  // (never href or src); kids: nodes or strings (strings become text).
  function el(tag, props, ...kids) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (k === 'class') e.className = v;
      else if (k === 'text') e.textContent = v;
      else e.setAttribute(k, v);
    }
    for (const k of kids) if (k !== null && k !== undefined) e.append(k);
    return e;
  }
  function clear(e) { e.replaceChildren(); return e; }

  const state = { mode: 'analyze', variant: 'rfc3987', maxInput: 65536, extract: false };
  const form = $('form'), iriBox = $('iri'), baseBox = $('base'), textBox = $('text');
  const variantSel = $('variant'), rtlBox = $('rtl'), anyBox = $('any'), status = $('status'), results = $('results');

  // --- Characters and byte offsets -----------------------------------
  // The API speaks in UTF-8 byte offsets; the page in code points.
  function utf8Len(cp) { return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4; }
  function charsOf(s) {
    const out = [];
    let b = 0;
    for (const ch of s) {
      const cp = ch.codePointAt(0), n = utf8Len(cp);
      out.push({ ch, cp, start: b, end: b + n });
      b += n;
    }
    return out;
  }
  // index of the first character that ends after byte offset off
  function charAt(cs, off) {
    let lo = 0, hi = cs.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (cs[m].end <= off) lo = m + 1; else hi = m;
    }
    return lo;
  }
  const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  const invisibleRe = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Co}\p{Cn}\p{Cs}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/u;
  const markRe = /\p{M}/u;
  const rtlRe = /[\p{sc=Hebrew}\p{sc=Arabic}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}\p{sc=Samaritan}\p{sc=Mandaic}\p{sc=Adlam}\p{sc=Hanifi_Rohingya}]/u;
  // How a character is shown in a cell: itself, or, when it cannot be
  // seen (or would move its neighbours), its code point in a dashed box.
  function glyph(c) {
    if (c.ch === ' ') return { text: '\u2423', inv: false, title: 'U+0020 SPACE' };
    if (invisibleRe.test(c.ch)) return { text: hex(c.cp), inv: true };
    if (markRe.test(c.ch)) return { text: '\u25CC' + c.ch, inv: false };
    return { text: c.ch, inv: false };
  }
  let names = new Map(); // byte offset -> "U+XXXX NAME", from the analysis
  function cell(c, cls) {
    const g = glyph(c);
    const e = el('span', { class: 'cell' + (g.inv ? ' inv' : '') + (rtlRe.test(c.ch) ? ' rtlch' : '') + (cls ? ' ' + cls : '') }, g.text);
    const name = names.get(c.start) || g.title;
    if (name) e.setAttribute('title', name);
    return e;
  }
  // visible returns s with the characters that cannot be seen replaced by
  // their code points in angle brackets, for values shown as text.
  function visible(s) {
    let out = '';
    for (const ch of s) out += invisibleRe.test(ch) && ch !== ' ' ? '\u27E8' + hex(ch.codePointAt(0)) + '\u27E9' : ch;
    return out;
  }
  function val(s) { return el('span', { class: 'val', dir: 'ltr' }, visible(s)); }
  function absent(t) { return el('span', { class: 'absent' }, t || 'absent'); }

  // A window of the input around bytes [start, end), the characters there
  // marked, with a caret for an empty span; describe says it in words.
  const WIN = 24;
  function windowStrip(cs, start, end, win = WIN) {
    // An empty span points at a character (a syntax error's offset: the
    // first character no rule accepts), or past the end of the input.
    const i = charAt(cs, start), j = start === end ? i + 1 : Math.max(i, charAt(cs, end));
    const from = Math.max(0, i - win), to = Math.min(cs.length, j + win);
    const strip = el('div', { class: 'strip', 'aria-hidden': 'true' });
    if (from > 0) strip.append(el('span', { class: 'cell gap' }, '\u2026'));
    for (let k = from; k < to; k++) strip.append(cell(cs[k], k >= i && k < j ? 'hit' : ''));
    if (i >= cs.length) strip.append(el('span', { class: 'cell hit point', title: 'end of input' }, '\u2038'));
    if (to < cs.length) strip.append(el('span', { class: 'cell gap' }, '\u2026'));
    return strip;
  }
  function describe(cs, start, end) {
    const i = charAt(cs, start);
    if (start === end) {
      return i < cs.length ? `at byte ${start}, before character ${i + 1} (${hex(cs[i].cp)})` : `at byte ${start}, the end of the input`;
    }
    const j = charAt(cs, end);
    const what = cs.slice(i, j).map((c) => hex(c.cp)).join(' ');
    return `bytes ${start} to ${end}, characters ${i + 1} to ${j}: ${what.length > 200 ? what.slice(0, 200) + '\u2026' : what}`;
  }

  // --- Rendering --------------------------------------------------------
  const compOrder = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

  function renderComponents(a, cs) {
    const strip = clear($('comp-strip')), tbody = clear($('comp-table').tBodies[0]);
    if (!a.valid) {
      strip.append(windowStrip(cs, a.error.offset ?? 0, a.error.offset ?? 0, 1000));
      tbody.append(el('tr', {}, el('td', { colspan: '4', class: 'bad' }, `Not an IRI reference of ${a.variant}: ${a.error.message}`)));
      return;
    }
    // Which component each byte belongs to, from the spans.
    const comp = (off) => {
      for (const name of compOrder) {
        const sp = a.spans[name];
        if (sp && off >= sp[0] && off < sp[1]) return name;
      }
      return 'delim';
    };
    // Characters some finding points at get a dotted underline here too.
    const flagged = (off) => a.findings.some((f) => off >= f.start && off < f.end && f.severity !== 'ignored');
    const rd = a.registrable_domain;
    let seg = null, segName = '';
    for (const c of cs) {
      const name = comp(c.start);
      const inRd = rd && c.start >= rd.start && c.start < rd.end;
      const key = name + (inRd ? '+rd' : '');
      if (!seg || key !== segName) {
        segName = key;
        seg = el('span', { class: 'seg c-' + name + (inRd ? ' c-regdom' : '') });
        seg.append(el('span', { class: 'cells' }), el('span', { class: 'lab' }, name === 'delim' ? '\u00A0' : (inRd ? name + ' (registrable domain)' : name)));
        strip.append(seg);
      }
      seg.firstChild.append(cell(c, a.findings.length > 0 && a.findings.length <= 100 && flagged(c.start) ? 'flag' : ''));
    }
    const row = (name, v, sp, note) => tbody.append(el('tr', {},
      el('th', { scope: 'row' }, name),
      el('td', { class: 'val' }, v === null || v === undefined ? absent() : val(v)),
      el('td', {}, sp ? `${sp[0]}\u2013${sp[1]}` : ''),
      el('td', {}, note || '')));
    row('scheme', a.scheme, a.spans.scheme);
    row('authority', a.authority, a.spans.authority);
    row('userinfo', a.userinfo, a.spans.userinfo);
    row('host', a.host, a.spans.host, a.host_kind);
    row('port', a.port, a.spans.port);
    row('path', a.path, a.spans.path, a.path_form);
    row('query', a.query, a.spans.query);
    row('fragment', a.fragment, a.spans.fragment);
    row('HOSTPORT (3.2)', a.hostport, null, 'host and port');
    row('HOSTSPECIFIC (3.2)', a.hostspecific, null, 'what follows the authority');
  }

  function renderVariants(a, cs) {
    const tbody = clear($('var-table').tBodies[0]);
    for (const v of a.variants) {
      const tr = el('tr', {}, el('th', { scope: 'row' }, v.variant));
      if (v.valid) {
        tr.append(el('td', { class: 'ok' }, 'accepts'), el('td', {}), el('td', {}));
      } else {
        const e = v.error, off = e.offset ?? 0;
        tr.append(el('td', { class: 'bad' }, 'rejects'),
          el('td', {}, windowStrip(cs, off, off), el('span', { class: 'sr-only' }, describe(cs, off, off))),
          el('td', {}, e.rule ? el('code', {}, e.rule) : '', e.section ? ' \u2014 ' + e.section : '', el('div', { class: 'note' }, e.message)));
      }
      tbody.append(tr);
    }
  }

  function dlRow(dl, term, value, note) {
    dl.append(el('dt', {}, term), el('dd', {}, value, note ? el('div', { class: 'note' }, note) : null));
  }
  function orError(v, err) { return v !== null && v !== undefined ? val(v) : el('span', { class: 'bad' }, err ? err.message : 'none'); }

  function renderMappings(a) {
    const dl = clear($('mappings'));
    dlRow(dl, 'URI form (3.6)', orError(a.uri, a.uri_error), 'The IRI mapped to a URI: percent-encoded UTF-8, IDNA ToASCII for DNS hosts.');
    dlRow(dl, 'IRI form (3.7)', orError(a.iri, a.iri_error), 'The input read as a URI and converted to an IRI.');
    for (const n of a.normalized) {
      dlRow(dl, `Normal form: ${n.level} (5.3)`, orError(n.output, n.error));
    }
    dlRow(dl, 'HOSTPORT (3.2)', a.valid && a.hostport !== null ? val(a.hostport) : absent());
    dlRow(dl, 'HOSTSPECIFIC (3.2)', a.valid ? val(a.hostspecific) : absent());
    dlRow(dl, 'Registrable domain', a.registrable_domain ? val(a.registrable_domain.text) : absent('none'), 'Public Suffix List: who owns the host.');
  }

  function renderResolve(a) {
    const dl = clear($('resolve-out'));
    if (a.base === undefined) return;
    dlRow(dl, 'Base', val(a.base));
    dlRow(dl, 'Reference', val(a.input));
    if (a.resolved !== undefined) dlRow(dl, 'Target IRI', val(a.resolved));
    else dlRow(dl, 'Target IRI', el('span', { class: 'bad' }, `${a.resolve_error.operand === 'base' ? 'The base' : 'The reference'} is not valid: ${a.resolve_error.message}`));
  }

  function renderFindings(a, cs) {
    const ul = clear($('findings'));
    if (a.findings.length === 0) { ul.append(el('li', { class: 'ok' }, 'No findings.')); return; }
    for (const f of a.findings) {
      ul.append(el('li', { class: f.severity },
        el('div', { class: 'head' },
          el('span', { class: 'sev-' + f.severity }, f.severity),
          el('code', {}, f.code),
          el('span', {}, f.component ? `in the ${f.component}` : ''),
          el('span', { class: 'note' }, f.section)),
        windowStrip(cs, f.start, f.end),
        el('span', { class: 'sr-only' }, describe(cs, f.start, f.end)),
        el('div', {}, f.message)));
    }
  }

  const MAXCHARS = 300;
  function renderChars(a, cs) {
    const tbody = clear($('char-table').tBodies[0]);
    const codes = new Map();
    for (const f of a.findings) {
      for (const c of a.characters) {
        if (c.start < f.end && c.end > f.start) {
          if (!codes.has(c.start)) codes.set(c.start, new Set());
          codes.get(c.start).add(f.code);
        }
      }
      if (a.characters.length > MAXCHARS) break; // keep long inputs fast
    }
    for (const c of a.characters.slice(0, MAXCHARS)) {
      const i = charAt(cs, c.start);
      tbody.append(el('tr', {},
        el('td', {}, String(c.start)),
        el('td', {}, i < cs.length ? cell(cs[i]) : ''),
        el('td', {}, el('code', {}, c.code_point)),
        el('td', {}, c.name),
        el('td', {}, [...(codes.get(c.start) || [])].join(', '))));
    }
    $('char-more').textContent = a.characters.length > MAXCHARS ? `and ${a.characters.length - MAXCHARS} more characters` : (a.characters.length === 0 ? 'None: every character is visible ASCII (U+0021 to U+007E).' : '');
  }

  const MAXBIDI = 2000;
  function renderBidi(a, cs) {
    const lg = clear($('logical')), vs = clear($('visual'));
    for (const c of cs.slice(0, MAXBIDI)) lg.append(cell(c));
    for (const c of charsOf(a.visual).slice(0, MAXBIDI)) vs.append(cell(c));
    if (cs.length > MAXBIDI) { lg.append(el('span', { class: 'cell gap' }, '\u2026')); vs.append(el('span', { class: 'cell gap' }, '\u2026')); }
    lg.setAttribute('aria-label', 'logical order: ' + visible(a.input).slice(0, 500));
    vs.setAttribute('aria-label', 'visual order: ' + visible(a.visual).slice(0, 500));
    const dl = clear($('display'));
    const shown = el('div', { class: 'strip' });
    for (const c of charsOf(a.display).slice(0, MAXBIDI)) shown.append(cell(c));
    dlRow(dl, 'Display form', shown, a.embedded ? 'Wrapped in LEFT-TO-RIGHT EMBEDDING \u2026 POP DIRECTIONAL FORMATTING (section 4.1).' : 'No embedding needed (section 4.1).');
    // The display form as this browser lays it out, embedding included, in
    // a paragraph of the chosen direction (an isolated block: nothing in it
    // can reorder the rest of the page).
    const rendered = el('div', { class: 'rendered', dir: a.direction }, a.display);
    dlRow(dl, 'As rendered', rendered, `In ${a.direction === 'rtl' ? 'right-to-left' : 'left-to-right'} text, by your browser.`);
  }

  function render(a) {
    names = new Map(a.characters.map((c) => [c.start, `${c.code_point} ${c.name}`]));
    const cs = charsOf(a.input);
    renderComponents(a, cs);
    renderVariants(a, cs);
    renderMappings(a);
    renderResolve(a);
    renderFindings(a, cs);
    renderChars(a, cs);
    renderBidi(a, cs);
    const n = a.variants.filter((v) => v.valid).length;
    const note = linked !== null ? ' (The link\'s IRI has characters the input box cannot hold, such as line breaks: the analysis is of the link\'s text.)' : '';
    setStatus(`${a.valid ? 'Valid' : 'Not valid'} under ${a.variant}; accepted by ${n} of ${a.variants.length} variants; ${a.errors} errors and ${a.warnings} warnings found.` + note, !a.valid);
    results.dataset.input = a.input;
    results.dataset.state = 'ready';
  }

  const MAXFOUND = 1000;
  function renderExtract(body, ok, text) {
    const out = clear($('extract-out'));
    if (!ok) {
      out.append(el('p', { class: 'note' }, body.error ? body.error.message : 'no answer'));
      setStatus(body.error ? body.error.message : 'The server did not answer.', true);
    } else {
      const found = body.iris || [];
      const cs = charsOf(text);
      const tbody = el('tbody');
      for (const m of found.slice(0, MAXFOUND)) {
        const btn = el('button', { type: 'button', 'aria-label': 'Analyze ' + visible(m.iri).slice(0, 200) }, 'Analyze');
        btn.addEventListener('click', () => {
          state.mode = 'analyze';
          linked = null;
          iriBox.value = m.iri;
          showMode();
          update();
          iriBox.focus();
        });
        tbody.append(el('tr', {},
          el('td', {}, String(m.line)),
          el('td', { class: 'val' }, val(m.iri), m.bracketed ? el('div', { class: 'note' }, 'in angle brackets (RFC 3986 appendix C)') : null),
          el('td', { class: 'val' }, m.uri !== null && m.uri !== undefined ? val(m.uri) : absent('none')),
          el('td', {}, windowStrip(cs, m.start, m.end)),
          el('td', {}, btn)));
      }
      const table = el('table', {}, el('caption', { class: 'sr-only' }, 'IRIs found in the text'),
        el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Line'), el('th', { scope: 'col' }, 'IRI'),
          el('th', { scope: 'col' }, 'URI (3.6)'), el('th', { scope: 'col' }, 'In the text'), el('th', { scope: 'col' }, ''))),
        tbody);
      out.append(el('div', { class: 'scroll' }, table));
      if (found.length > MAXFOUND) out.append(el('p', { class: 'note' }, `and ${found.length - MAXFOUND} more`));
      setStatus(`${found.length} IRI${found.length === 1 ? '' : 's'} found (draft-ietf-iri-3987bis-00 section 8.3).`, false);
    }
    results.dataset.input = text;
    results.dataset.state = 'ready';
  }

  function setStatus(msg, bad) {
    status.textContent = msg;
    status.classList.toggle('bad', !!bad);
  }

  // --- State, URL and requests ------------------------------------------
  function wellFormed(s) {
    return typeof s.toWellFormed === 'function' ? s.toWellFormed() : s.replace(/[\uD800-\uDFFF]/g, '\uFFFD');
  }
  // The IRI of a shared link, exactly: an input box drops line breaks, so
  // until the box is edited the link's text is what is analysed.
  let linked = null;
  function currentIRI() { return linked !== null ? linked : iriBox.value; }
  function currentParams() {
    const p = new URLSearchParams();
    if (state.mode === 'extract') {
      p.set('text', wellFormed(textBox.value));
      if (anyBox.checked) p.set('any_scheme', 'true');
      return p;
    } else {
      p.set('iri', wellFormed(currentIRI()));
      if (state.mode === 'resolve') p.set('base', wellFormed(baseBox.value));
    }
    if (variantSel.value !== 'rfc3987') p.set('variant', variantSel.value);
    if (rtlBox.checked && state.mode !== 'extract') p.set('dir', 'rtl');
    return p;
  }
  function syncURL() {
    const p = currentParams();
    if (state.mode !== 'analyze') p.set('mode', state.mode);
    history.replaceState(null, '', '/?' + p.toString());
  }
  function showMode() {
    const m = state.mode;
    $('base-field').hidden = m !== 'resolve';
    $('iri-field').hidden = m === 'extract';
    $('text-field').hidden = m !== 'extract';
    $('any-field').hidden = m !== 'extract';
    $('rtl-field').hidden = m === 'extract';
    variantSel.disabled = m === 'extract';
    $('iri-label').textContent = m === 'resolve' ? 'Reference to resolve' : 'IRI';
    for (const id of ['sec-components', 'sec-variants', 'sec-mappings', 'sec-findings', 'sec-chars', 'sec-bidi']) $(id).hidden = m === 'extract';
    $('sec-resolve').hidden = m !== 'resolve';
    $('sec-extract').hidden = m !== 'extract';
    for (const r of form.elements.mode) r.checked = r.value === m;
  }

  let inflight = null, seq = 0;
  async function update() {
    syncURL();
    const p = currentParams();
    const input = state.mode === 'extract' ? p.get('text') : p.get('iri');
    for (const [k, v] of p) {
      const n = new TextEncoder().encode(v).length;
      if ((k === 'iri' || k === 'base' || k === 'text') && n > state.maxInput) {
        setStatus(`The ${k === 'base' ? 'base' : 'input'} is ${n} bytes, over the server's limit of ${state.maxInput} bytes.`, true);
        results.dataset.state = 'error';
        return;
      }
    }
    if (inflight) inflight.abort();
    const ctl = new AbortController();
    inflight = ctl;
    const my = ++seq;
    results.dataset.state = 'loading';
    let resp, body;
    try {
      const path = state.mode === 'extract' ? '/api/extract?' : '/api/analyze?';
      resp = await fetch(path + p.toString(), { signal: ctl.signal, headers: { Accept: 'application/json' } });
      body = await resp.json();
    } catch (err) {
      if (err.name === 'AbortError') return;
      if (my === seq) { setStatus('The server did not answer: ' + err.message, true); results.dataset.state = 'error'; }
      return;
    }
    if (my !== seq) return;
    try {
      if (state.mode === 'extract') { renderExtract(body, resp.ok, input); return; }
      if (!resp.ok) {
        setStatus(body.error ? body.error.message : `error ${resp.status}`, true);
        results.dataset.state = 'error';
        return;
      }
      render(body);
    } catch (err) {
      // A bug of this page: say so, and report it as uncaught.
      setStatus('The page could not show the answer: ' + err.message, true);
      results.dataset.state = 'error';
      if (typeof reportError === 'function') reportError(err);
    }
  }

  async function loadInfo() {
    try {
      const resp = await fetch('/api/info', { headers: { Accept: 'application/json' } });
      const info = await resp.json();
      state.maxInput = info.max_input || state.maxInput;
      state.extract = !!info.extract;
      const cur = variantSel.value;
      clear(variantSel);
      for (const v of info.variants) {
        variantSel.append(el('option', { value: v.variant }, `${v.variant} \u2014 ${v.title}`));
      }
      variantSel.value = cur;
      if (variantSel.value !== cur) variantSel.value = 'rfc3987';
    } catch (err) {
      // keep the one option the page has
    }
  }

  async function start() {
    const q = new URLSearchParams(location.search);
    const mode = q.get('mode');
    state.mode = mode === 'resolve' || mode === 'extract' ? mode : (q.has('base') ? 'resolve' : 'analyze');
    iriBox.value = q.get('iri') || '';
    if (iriBox.value !== (q.get('iri') || '')) linked = q.get('iri');
    baseBox.value = q.get('base') || '';
    textBox.value = q.get('text') || '';
    rtlBox.checked = q.get('dir') === 'rtl';
    anyBox.checked = q.get('any_scheme') === 'true';
    const wanted = q.get('variant') || 'rfc3987';
    // The variant list comes from the server; a name it does not know
    // reaches the API, which says so.
    if (wanted !== 'rfc3987') variantSel.append(el('option', { value: wanted }, wanted));
    variantSel.value = wanted;
    await loadInfo();
    if (wanted !== variantSel.value) { variantSel.append(el('option', { value: wanted }, wanted)); variantSel.value = wanted; }
    showMode();
    form.addEventListener('submit', (ev) => { ev.preventDefault(); update(); });
    iriBox.addEventListener('input', () => { linked = null; update(); });
    for (const box of [baseBox, textBox]) box.addEventListener('input', update);
    variantSel.addEventListener('change', update);
    rtlBox.addEventListener('change', update);
    anyBox.addEventListener('change', update);
    for (const r of form.elements.mode) {
      r.addEventListener('change', () => { state.mode = r.value; showMode(); update(); });
    }
    update();
  }
  start();
})();
