/*
 * Specimen default theme: site search (theme/search.js).
 *
 * The search field in the header is an ARIA 1.2 combobox with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): focus stays in the
 * field while ArrowDown/ArrowUp move through the results (aria-activedescendant),
 * Enter opens the active result (or the first), Escape closes the popup (and a
 * second Escape clears the field), "/" anywhere (outside another field) focuses
 * the field. It is an <input type="text" inputmode="search">: HTML allows the
 * combobox role on a text field, not on type="search". Each result is a real link
 * (<a role="option">), so a click, a middle click or "open in new tab" work too.
 *
 * The index, search-index.js at the site root (written by the build; format in
 * the README), is loaded on first use by adding a <script> element, because a
 * page opened from file:// may not fetch JSON. Its URLs are relative to the
 * site root; the page's way up to the root comes from data-root on the search
 * box, so the results work from any sub-path and from disk.
 *
 * Matching ignores case and diacritics ("nut" finds "Nút"): both sides are
 * folded to NFD with combining marks removed (and đ → d). Every word of the
 * query must match. Ranking, best first: a name, alias, title or id equal to the
 * query; one that starts with it; a match at the start of a word, then inside
 * one (only for words of four letters or more); summaries and texts (rules,
 * values) weigh less than names; page text less than any of those; a typo
 * least. Results in the page's language (<html lang>) come first. At most eight
 * results per kind; kinds are ordered by their best result, components first
 * among equals. Index text is only ever set as textContent, so nothing in it can
 * become markup; matches are wrapped in <mark>.
 *
 * Page text: the index holds one sorted dictionary of terms (the words of every
 * page's prose, folded at build time as here) and, per page, the numbers of the
 * terms it uses. A query word of three letters or more finds the terms that
 * start with it by binary search, then the pages that use one of them; a page
 * found only so shows those words ("… swipe …").
 *
 * Typos: a query word of four letters or more that starts no name (component
 * name or alias, page title word, token or rule id) and no word of page text (a
 * word the site uses is no typo) finds the names within Damerau–Levenshtein
 * distance 1 of it (2 from seven letters; a transposition counts as one edit):
 * "tabz" finds Tabs, "tbas" too.
 *
 * No dependencies, hand-written: the one search library Debian ships, lunr
 * (libjs-lunr, MIT, 29 KB minified), builds its index in the browser (seconds
 * at 10,000 pages) or needs its own serialised index (larger than the budget),
 * ranks by BM25 rather than names first, and stems English only. Without
 * JavaScript the search box is not shown.
 */
(function () {
  "use strict";

  var box = document.querySelector("[data-site-search]");
  if (!box) { return; }
  /* The page carries the box and its labels only (data-label-*); the field, hint and popup are
     built here, as a header of older markup wrote them. */
  if (!box.querySelector("input")) { buildBox(box); }
  var input = box.querySelector("input");
  var popup = box.querySelector("[data-search-popup]");
  var list = box.querySelector("[data-search-results]");
  var empty = box.querySelector("[data-search-empty]");
  var status = box.querySelector("[data-search-status]");
  if (!input || !popup || !list || !empty) { return; }

  var root = box.getAttribute("data-root") || "";
  var pageLang = (document.documentElement.getAttribute("lang") || "").toLowerCase();
  /* In this order among groups whose best results are equal: a component named as typed before its page. */
  var KINDS = ["components", "pages", "headings", "rules", "tokens"];
  var PER_KIND = 8;
  var labels = {};
  KINDS.concat(["aliases", "deprecated", "no-results"]).forEach(function (kind) {
    labels[kind] = box.getAttribute("data-label-" + kind) || kind;
  });

  var entries = null;      // the prepared index, once loaded
  var terms = [];          // the page text's dictionary, sorted (JavaScript's < order)
  var names = [];          // every folded word of a name, title or id, sorted: what a typo is compared with
  var loading = false;
  var failed = false;
  var options = [];        // the option elements shown, in order
  var active = -1;         // index into options, -1 for none
  var lastQuery = null;

  /* ── text ─────────────────────────────────────────────────────────────── */

  var MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

  /* One character folded for matching: lower case, no diacritics. */
  function foldChar(character) {
    return character.toLowerCase().normalize("NFD").replace(MARKS, "").replace(/đ/g, "d");
  }

  /* The folded text, and for each folded UTF-16 unit the offset of the
     original character it came from (plus the end), to map matches back. */
  function fold(text) {
    var folded = "";
    var map = [];
    var offset = 0;
    for (var character of text) {
      var part = foldChar(character);
      for (var i = 0; i < part.length; i += 1) { map.push(offset); }
      folded += part;
      offset += character.length;
    }
    map.push(offset);
    return { text: folded, map: map };
  }

  function foldPlain(text) {
    return fold(text || "").text;
  }

  /* The id the build gives a heading without an explicit one (HeadingSlugger). */
  var SLUG_KEEP = /[\p{Alphabetic}\p{N}\p{Mn}\p{Mc}_-]/u;
  function slug(text) {
    var result = "";
    for (var character of String(text).normalize("NFC").toLowerCase()) {
      if (SLUG_KEEP.test(character)) {
        result += character;
      } else if (character === " ") {
        result += "-";
      }
    }
    return result || "section";
  }

  var NON_WORD = /[^\p{L}\p{N}]+/u;

  function isWordStart(text, index) {
    return index === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(index - 1));
  }

  /* ── index ────────────────────────────────────────────────────────────── */

  /* A status word or platform id in the page's language: the index's labels for that language
     (or for its base language, "pt" for "pt-br"), else the word as written. */
  var wordLabels = {};
  function wordLabel(kind, word) {
    var table = wordLabels[kind];
    return table && Object.prototype.hasOwnProperty.call(table, word) ? table[word] : word;
  }

  function prepare(index) {
    var languages = index.labels || {};
    var codes = Object.keys(languages);
    var code = codes.filter(function (c) { return c.toLowerCase() === pageLang; })[0] ||
      codes.filter(function (c) { return c.toLowerCase() === pageLang.split("-")[0]; })[0] || codes[0];
    wordLabels = (code && languages[code]) || {};
    var pages = Array.isArray(index.pages) ? index.pages : [];
    var postings = Array.isArray(index.postings) ? index.postings : [];
    terms = typeof index.terms === "string" && index.terms ? index.terms.split(" ") : [];
    var prepared = [];
    var order = 0;
    var nameSet = new Set();
    /* `named`: the positions in `fields` of the names a typo may stand for (their words). */
    function add(entry, named) {
      entry.order = order;
      order += 1;
      entry.keys = entry.fields.map(function (field) { return foldPlain(field[0]); });
      entry.named = named;
      entry.names = [];
      named.forEach(function (position) {
        var key = entry.keys[position];
        if (!key) { return; }
        key.split(NON_WORD).concat(entry.kind === "rules" || entry.kind === "tokens" ? [key] : []).forEach(function (word) {
          if (word.length < 3 || entry.names.indexOf(word) !== -1) { return; }
          entry.names.push(word);
          nameSet.add(word);
        });
      });
      prepared.push(entry);
    }
    pages.forEach(function (page, position) {
      add({ kind: "pages", url: page[1], lang: page[3], title: page[0], text: page[2],
            terms: decodePostings(postings[position]), fields: [[page[0], 1], [page[2] || "", 0.45]] }, [0]);
    });
    (index.headings || []).forEach(function (heading) {
      var page = pages[heading[0]];
      if (!page) { return; }
      add({ kind: "headings", url: page[1] + "#" + (heading[2] || slug(heading[1])), lang: page[3],
            title: heading[1], context: page[0], fields: [[heading[1], 0.9]] }, []);
    });
    (index.components || []).forEach(function (component) {
      add({ kind: "components", url: component[1], lang: "", title: component[0], aliases: component[2] || "",
            status: component[3] || "", platforms: component[5] || [], replacement: component[6], fields: [[component[0], 1.1], [component[2] || "", 1], [component[4] || "", 0.6]] }, [0, 1, 2]);
    });
    /* A rule names its component by position in components (name and id), or by id when the
       registry lacks it; its anchor on its page is rule-<component id>-<rule id>. */
    var components = index.components || [];
    (index.rules || []).forEach(function (rule) {
      var page = pages[rule[0]];
      if (!page) { return; }
      var component = typeof rule[4] === "number" ? components[rule[4]] : null;
      var componentID = component ? String(component[4]) : String(rule[4] || "");
      var componentName = component ? component[0] : componentID;
      var anchor = componentID + "-" + rule[1];
      add({ kind: "rules", url: page[1] + "#rule-" + anchor, lang: page[3], title: rule[1], text: rule[2],
            level: rule[3] || "", component: componentName,
            fields: [[rule[1], 1], [rule[2], 0.6], [anchor, 0.8], [componentName, 0.3], [rule[5] || "", 0.5]] }, [0]);
    });
    /* Each token names its page by position in tokenPages (one page per top-level group on a
       large system); an index from before there were several pages has one tokenPage. */
    var tokenPages = Array.isArray(index.tokenPages) ? index.tokenPages : [index.tokenPage || "tokens/index.html"];
    (index.tokens || []).forEach(function (token) {
      var tokenPage = tokenPages[token[3] || 0] || tokenPages[0];
      add({ kind: "tokens", url: tokenPage + "#" + token[2], lang: "", title: token[0], value: token[1] || "",
            fields: [[token[0], 1], [token[1] || "", 0.7]] }, [0]);
    });
    names = Array.from(nameSet).sort();
    return prepared;
  }

  /* A page's term numbers: gaps minus one in base 26, every digit but the last an upper-case
     letter, the last lower-case (SearchTerms.swift). */
  function decodePostings(text) {
    if (typeof text !== "string" || !text) { return null; }
    var numbers = [];
    var value = 0;
    var previous = -1;
    for (var i = 0; i < text.length; i += 1) {
      var digit = text.charCodeAt(i);
      if (digit < 97) {
        value = value * 26 + digit - 65;
      } else {
        previous += value * 26 + digit - 97 + 1;
        numbers.push(previous);
        value = 0;
      }
    }
    return Int32Array.from(numbers);
  }

  function load() {
    if (entries || loading) { return; }
    if (window.specimenSearchIndex) {
      entries = prepare(window.specimenSearchIndex);
      return;
    }
    loading = true;
    var script = document.createElement("script");
    script.src = root + "search-index.js";
    script.async = true;
    script.onload = function () {
      loading = false;
      if (window.specimenSearchIndex) {
        entries = prepare(window.specimenSearchIndex);
      } else {
        failed = true;
      }
      update(true);
    };
    script.onerror = function () {
      loading = false;
      failed = true;
      update(true);
    };
    document.head.appendChild(script);
  }

  /* ── matching ─────────────────────────────────────────────────────────── */

  function words(query) {
    return foldPlain(query).split(/\s+/).filter(Boolean);
  }

  /* How well one query word matches one folded field: 0 when it does not. */
  function wordScore(word, key) {
    if (!key) { return 0; }
    if (key === word) { return 10; }
    var index = key.indexOf(word);
    if (index === -1) { return 0; }
    if (index === 0) { return 7; }
    while (index !== -1) {
      if (isWordStart(key, index)) { return 5; }
      index = key.indexOf(word, index + 1);
    }
    return word.length > 3 ? 2 : 0;  /* inside a word: only for longer words ("nut" ≠ "minutes") */
  }

  /* Page text weighs less than any title, name or summary that starts a word with the query word. */
  var TEXT_EXACT = 2.5;
  var TEXT_PREFIX = 1.75;
  /* A typo weighs a tenth of the name it stands for: at most 1.1, less than page text. */
  var TYPO = 0.1;

  /* The first position in the sorted `list` whose item is not below `word`. */
  function lowerBound(list, word) {
    var low = 0;
    var high = list.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (list[middle] < word) { low = middle + 1; } else { high = middle; }
    }
    return low;
  }

  /* The terms that start with `word`: [first, end, exact term or -1]. */
  function termRange(word) {
    if (word.length < 3 || !terms.length) { return null; }
    var first = lowerBound(terms, word);
    var end = lowerBound(terms, word + "\uffff");
    if (first === end) { return null; }
    return [first, end, terms[first] === word ? first : -1];
  }

  /* The first of a page's term numbers in [range[0], range[1]), or -1. */
  function termIn(numbers, range) {
    if (!numbers || !range) { return -1; }
    var low = 0;
    var high = numbers.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (numbers[middle] < range[0]) { low = middle + 1; } else { high = middle; }
    }
    return low < numbers.length && numbers[low] < range[1] ? numbers[low] : -1;
  }

  /* Optimal string alignment distance (Damerau–Levenshtein where a transposition is one edit),
     or limit + 1 as soon as it must exceed limit. Rows are reused: this runs for many names. */
  var rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
  function editDistance(a, b, limit) {
    var n = a.length;
    var m = b.length;
    if (Math.abs(n - m) > limit || m >= 63) { return limit + 1; }
    var before = rows[0];
    var previous = rows[1];
    var current = rows[2];
    for (var j = 0; j <= m; j += 1) { previous[j] = j; }
    for (var i = 1; i <= n; i += 1) {
      current[0] = i;
      var smallest = i;
      for (j = 1; j <= m; j += 1) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
          value = Math.min(value, before[j - 2] + 1);
        }
        current[j] = value;
        if (value < smallest) { smallest = value; }
      }
      if (smallest > limit) { return limit + 1; }
      var spare = before;
      before = previous;
      previous = current;
      current = spare;
    }
    return previous[m];
  }

  /* For a word of four letters or more that starts no name and no word of page text (a word the
     site uses is no typo): the names it may be a typo of, with their distances (Map); else null. */
  function typos(word, range) {
    if (word.length < 4 || word.length >= 63 || range) { return null; }
    var at = lowerBound(names, word);
    if (at < names.length && names[at].indexOf(word) === 0) { return null; }
    var limit = word.length >= 7 ? 2 : 1;
    var found = new Map();
    for (var i = 0; i < names.length; i += 1) {
      var distance = editDistance(word, names[i], limit);
      if (distance <= limit) { found.set(names[i], distance); }
    }
    return found.size ? found : null;
  }

  /* Per query word: the word, the terms of page text it finds, the names it may be a typo of. */
  function plan(queryWords) {
    return queryWords.map(function (word) {
      var range = termRange(word);
      return { word: word, range: range, typos: typos(word, range) };
    });
  }

  function score(entry, queryPlan, whole) {
    var total = 0;
    for (var w = 0; w < queryPlan.length; w += 1) {
      var step = queryPlan[w];
      var best = 0;
      for (var f = 0; f < entry.keys.length; f += 1) {
        best = Math.max(best, wordScore(step.word, entry.keys[f]) * entry.fields[f][1]);
      }
      if (best < TEXT_EXACT && entry.terms && step.range) {
        var term = termIn(entry.terms, step.range);
        if (term !== -1) {
          var exact = step.range[2] !== -1 && termIn(entry.terms, [step.range[2], step.range[2] + 1]) !== -1;
          best = Math.max(best, exact ? TEXT_EXACT : TEXT_PREFIX);
        }
      }
      if (best === 0 && step.typos) {
        for (var n = 0; n < entry.names.length; n += 1) {
          var distance = step.typos.get(entry.names[n]);
          if (distance === undefined) { continue; }
          /* Scored as the name itself would be, a tenth: Tabs (the whole name) before Tab bar. */
          for (var p = 0; p < entry.named.length; p += 1) {
            var position = entry.named[p];
            best = Math.max(best, TYPO * wordScore(entry.names[n], entry.keys[position]) * entry.fields[position][1] / distance);
          }
        }
      }
      if (best === 0) { return 0; }
      total += best;
    }
    if (queryPlan.length > 1) {
      for (var k = 0; k < entry.keys.length; k += 1) {
        if (entry.keys[k].indexOf(whole) !== -1) { total += 4 * entry.fields[k][1]; break; }
      }
    }
    return total;
  }

  function search(query) {
    var queryWords = words(query);
    if (!queryWords.length || !entries) { return { groups: [], plan: [] }; }
    var whole = queryWords.join(" ");
    var queryPlan = plan(queryWords);
    var groups = {};
    entries.forEach(function (entry) {
      var value = score(entry, queryPlan, whole);
      if (!value) { return; }
      var inLanguage = !entry.lang || !pageLang || entry.lang.toLowerCase() === pageLang;
      (groups[entry.kind] = groups[entry.kind] || []).push({ entry: entry, score: value, inLanguage: inLanguage });
    });
    var result = [];
    KINDS.forEach(function (kind, kindOrder) {
      var hits = groups[kind];
      if (!hits) { return; }
      hits.sort(function (a, b) {
        return (b.inLanguage - a.inLanguage) || (b.score - a.score) ||
          (a.entry.title.length - b.entry.title.length) || (a.entry.order - b.entry.order);
      });
      var top = hits.slice(0, PER_KIND);
      var best = top.reduce(function (max, hit) { return Math.max(max, hit.score + (hit.inLanguage ? 100 : 0)); }, 0);
      result.push({ kind: kind, hits: top, best: best, order: kindOrder });
    });
    result.sort(function (a, b) { return (b.best - a.best) || (a.order - b.order); });
    return { groups: result, plan: queryPlan };
  }

  /* The words a result shows marked: the query's, and the names its typos stand for. */
  function markedWords(queryPlan) {
    var marked = queryPlan.map(function (step) { return step.word; });
    queryPlan.forEach(function (step) {
      if (step.typos) { step.typos.forEach(function (_distance, name) { marked.push(name); }); }
    });
    return marked;
  }

  /* The terms of a page's text that query words found there and not in its title or summary,
     at most three per word: what the result shows of why it was found. */
  function mentions(entry, queryPlan) {
    var shown = [];
    queryPlan.forEach(function (step) {
      if (!entry.terms || !step.range) { return; }
      if (entry.keys.some(function (key) { return wordScore(step.word, key) > 0; })) { return; }
      var count = 0;
      for (var i = 0; i < entry.terms.length && count < 3; i += 1) {
        var number = entry.terms[i];
        if (number >= step.range[1]) { break; }
        if (number >= step.range[0] && shown.indexOf(terms[number]) === -1) {
          shown.push(terms[number]);
          count += 1;
        }
      }
    });
    return shown;
  }

  /* ── rendering ────────────────────────────────────────────────────────── */

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  /* The text with every match of a query word in <mark>; the rest as text nodes. */
  function highlighted(tag, className, text, queryWords) {
    var node = element(tag, className);
    var folded = fold(text);
    var ranges = [];
    queryWords.forEach(function (word) {
      var index = folded.text.indexOf(word);
      while (index !== -1) {
        ranges.push([folded.map[index], folded.map[index + word.length]]);
        index = folded.text.indexOf(word, index + word.length);
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var position = 0;
    ranges.forEach(function (range) {
      var start = Math.max(range[0], position);
      if (range[1] <= start) { return; }
      if (start > position) { node.appendChild(document.createTextNode(text.slice(position, start))); }
      node.appendChild(element("mark", "", text.slice(start, range[1])));
      position = range[1];
    });
    if (position < text.length) { node.appendChild(document.createTextNode(text.slice(position))); }
    return node;
  }

  var COLOR_VALUE = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\(|hwb\(|lab\(|lch\(|oklab\(|oklch\(|color\()/i;

  function option(hit, id, queryWords, queryPlan) {
    var entry = hit.entry;
    var link = element("a", "search-result search-result--" + entry.kind);
    link.href = root + entry.url;
    link.id = id;
    link.setAttribute("role", "option");
    link.setAttribute("tabindex", "-1");
    link.setAttribute("aria-selected", "false");
    var line = element("span", "search-result__line");
    link.appendChild(line);
    var otherLanguage = entry.lang && pageLang && entry.lang.toLowerCase() !== pageLang;
    if (otherLanguage) { link.lang = entry.lang; }
    if (entry.kind === "pages") {
      line.appendChild(highlighted("span", "search-result__title", entry.title, queryWords));
      if (entry.text) { link.appendChild(highlighted("span", "search-result__text", entry.text, queryWords)); }
      var mentioned = mentions(entry, queryPlan);
      if (mentioned.length) {
        link.appendChild(highlighted("span", "search-result__context", "… " + mentioned.join(" … ") + " …", queryWords));
      }
    } else if (entry.kind === "headings") {
      line.appendChild(highlighted("span", "search-result__title", entry.title, queryWords));
      link.appendChild(element("span", "search-result__context", entry.context));
    } else if (entry.kind === "components") {
      line.appendChild(highlighted("span", "search-result__title", entry.title, queryWords));
      if (entry.status) { line.appendChild(element("span", "badge badge--" + entry.status, wordLabel("statuses", entry.status))); }
      entry.platforms.forEach(function (pair) {
        var chip = element("span", "search-result__platform", wordLabel("platforms", pair[0]) + " ");
        chip.appendChild(element("span", "badge badge--" + pair[1], wordLabel("statuses", pair[1])));
        line.appendChild(chip);
      });
      if (entry.replacement !== undefined) {
        link.appendChild(element("span", "search-result__context", labels.deprecated + (entry.replacement ? " → " + entry.replacement : "")));
      }
      if (entry.aliases) {
        var aliases = element("span", "search-result__context", labels.aliases + ": ");
        aliases.appendChild(highlighted("span", "", entry.aliases, queryWords));
        link.appendChild(aliases);
      }
    } else if (entry.kind === "rules") {
      if (entry.level) {
        line.appendChild(element("span", "level level--" + entry.level.toLowerCase().replace(/\s+/g, "-"), entry.level));
      }
      line.appendChild(highlighted("code", "search-result__code", entry.title, queryWords));
      if (entry.component) { line.appendChild(highlighted("span", "search-result__context", entry.component, queryWords)); }
      link.appendChild(highlighted("span", "search-result__text", entry.text, queryWords));
    } else if (entry.kind === "tokens") {
      if (COLOR_VALUE.test(entry.value)) {
        var chip = element("span", "token-mini token-mini--color");
        chip.setAttribute("data-token", entry.title);
        chip.setAttribute("aria-hidden", "true");
        chip.appendChild(element("span", "token-mini__fill"));
        line.appendChild(chip);
      }
      line.appendChild(highlighted("code", "search-result__code", entry.title, queryWords));
      line.appendChild(highlighted("code", "search-result__value", entry.value, queryWords));
    }
    if (otherLanguage) { line.appendChild(element("span", "search-result__lang", entry.lang)); }
    return link;
  }

  function render(found, queryWords) {
    var groups = found.groups;
    list.textContent = "";
    options = [];
    active = -1;
    input.removeAttribute("aria-activedescendant");
    var counts = [];
    groups.forEach(function (group) {
      var section = element("div", "search-group");
      section.setAttribute("role", "group");
      section.setAttribute("aria-label", labels[group.kind]);
      var title = element("div", "search-group__title", labels[group.kind]);
      title.setAttribute("aria-hidden", "true");
      section.appendChild(title);
      group.hits.forEach(function (hit) {
        var node = option(hit, "site-search-option-" + options.length, queryWords, found.plan);
        options.push(node);
        section.appendChild(node);
      });
      list.appendChild(section);
      counts.push(labels[group.kind] + ": " + group.hits.length);
    });
    return counts;
  }

  /* ── state ────────────────────────────────────────────────────────────── */

  var announceTimer = 0;
  function announce(text) {
    if (!status) { return; }
    window.clearTimeout(announceTimer);
    announceTimer = window.setTimeout(function () { status.textContent = text; }, 400);
  }

  function setExpanded(expanded) {
    input.setAttribute("aria-expanded", expanded ? "true" : "false");
  }

  function close() {
    popup.hidden = true;
    setExpanded(false);
    setActive(-1);
  }

  function update(force) {
    var query = input.value;
    if (!query.trim()) {
      lastQuery = query;
      list.textContent = "";
      options = [];
      close();
      announce("");
      return;
    }
    if (!entries) { load(); }
    if (!entries) {
      if (failed) {
        list.textContent = "";
        options = [];
        list.hidden = true;
        empty.hidden = false;
        popup.hidden = false;
        setExpanded(false);
        announce(labels["no-results"]);
      }
      return;
    }
    if (query === lastQuery && !force && !popup.hidden) { return; }
    lastQuery = query;
    var result = search(query);
    var counts = render(result, markedWords(result.plan));
    var found = options.length > 0;
    list.hidden = !found;
    empty.hidden = found;
    popup.hidden = false;
    popup.scrollTop = 0;
    setExpanded(found);
    announce(found ? counts.join(", ") : labels["no-results"]);
  }

  function setActive(index) {
    if (active >= 0 && options[active]) { options[active].setAttribute("aria-selected", "false"); }
    active = index;
    if (index >= 0 && options[index]) {
      options[index].setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", options[index].id);
      options[index].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function move(step) {
    if (popup.hidden) {
      update(true);
      if (popup.hidden) { return; }
    }
    if (!options.length) { return; }
    var next = active === -1 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
    setActive(next);
  }

  function go(index) {
    var target = options[index];
    if (!target) { return; }
    close();
    window.location.href = target.href;
  }

  /* ── events ───────────────────────────────────────────────────────────── */

  input.addEventListener("focus", load);
  input.addEventListener("input", function () { update(false); });
  input.addEventListener("keydown", function (event) {
    if (event.isComposing) { return; }
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(-1);
        break;
      case "Enter":
        if (!popup.hidden && options.length) {
          event.preventDefault();
          go(active >= 0 ? active : 0);
        }
        break;
      case "Escape":
        /* First Escape closes the popup, the next one clears the field. */
        if (!popup.hidden) {
          event.preventDefault();
          close();
        } else if (input.value) {
          event.preventDefault();
          input.value = "";
          update(false);
        }
        break;
      case "Tab":
        close();
        break;
      default:
        break;
    }
  });
  /* The popup scrolls; it can take focus (a click on its background), and
     Escape there, or on a result, goes back to the field. */
  popup.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      input.focus();
    }
  });
  input.addEventListener("click", function () {
    if (popup.hidden && input.value.trim()) { update(true); }
  });

  /* Clicking elsewhere closes the popup; clicking a result follows its link. */
  document.addEventListener("pointerdown", function (event) {
    if (!popup.hidden && !box.contains(event.target)) { close(); }
  });
  box.addEventListener("focusout", function (event) {
    if (event.relatedTarget && !box.contains(event.relatedTarget)) { close(); }
  });

  function isTyping(target) {
    if (!target || !target.tagName) { return false; }
    if (target.isContentEditable) { return true; }
    var tag = target.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT") { return true; }
    if (tag !== "INPUT") { return false; }
    return !/^(checkbox|radio|button|submit|reset|range|color|file|image)$/i.test(target.type);
  }

  function focusField() {
    input.focus();
    input.select();
  }

  /* "/" focuses the field from anywhere, except while typing in another field. */
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) { return; }
    if (isTyping(event.target)) { return; }
    event.preventDefault();
    focusField();
  });

  /* Other buttons that open search (the not-found page has one). */
  Array.prototype.forEach.call(document.querySelectorAll("[data-search-open]"), function (opener) {
    opener.addEventListener("click", focusField);
  });

  /* Coming back to a page from the history keeps no stale popup. */
  window.addEventListener("pageshow", function () { close(); });

  /* The combobox, its hint and its popup, named from the box's data-label-* attributes. */
  function buildBox(box) {
    function label(name, fallback) { return box.getAttribute("data-label-" + name) || fallback; }
    function make(tag, attributes, text) {
      var made = document.createElement(tag);
      Object.keys(attributes).forEach(function (name) { made.setAttribute(name, attributes[name]); });
      if (text) { made.textContent = text; }
      return made;
    }
    var search = label("search", "Search");
    box.appendChild(make("label", { "class": "visually-hidden", "for": "site-search-input" }, search));
    box.appendChild(make("input", {
      "class": "site-search__input", id: "site-search-input", type: "text", inputmode: "search", role: "combobox",
      autocomplete: "off", autocapitalize: "off", spellcheck: "false", enterkeyhint: "go", "data-search": "",
      "aria-autocomplete": "list", "aria-expanded": "false", "aria-controls": "site-search-results",
      "aria-describedby": "site-search-hint", "aria-keyshortcuts": "/", placeholder: label("placeholder", "")
    }));
    box.appendChild(make("kbd", { "class": "site-search__key", "aria-hidden": "true" }, "/"));
    box.appendChild(make("span", { "class": "visually-hidden", id: "site-search-hint" }, label("shortcut", "")));
    var popup = make("div", { "class": "site-search__popup", tabindex: "0", "data-search-popup": "", hidden: "" });
    popup.appendChild(make("div", { "class": "site-search__results", id: "site-search-results", role: "listbox", "aria-label": search, "data-search-results": "" }));
    popup.appendChild(make("p", { "class": "site-search__empty", "data-search-empty": "", hidden: "" }, label("no-results", "No results")));
    box.appendChild(popup);
    box.appendChild(make("p", { "class": "visually-hidden", "aria-live": "polite", "aria-atomic": "true", "data-search-status": "" }));
  }
}());
