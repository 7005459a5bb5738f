'use strict';
// grepline's filter language, reduced: `field op value`, joined with `and` / `or`.
// Levels compare by severity (debug < info < warn < error), numbers as numbers.
(function () {
  var LEVELS = { trace: 0, debug: 1, info: 2, warn: 3, error: 4, fatal: 5 };
  var OPS = ['>=', '<=', '!=', '=', '>', '<', '~'];
  var expr = document.getElementById('expr');
  var logs = document.getElementById('logs');
  var error = document.getElementById('error');
  var rows = document.getElementById('rows');
  var count = document.getElementById('count');

  function parseTerm(text) {
    for (var i = 0; i < OPS.length; i++) {
      var at = text.indexOf(OPS[i]);
      if (at > 0) {
        var field = text.slice(0, at).trim(),
          value = text
            .slice(at + OPS[i].length)
            .trim()
            .replace(/^"|"$/g, '');
        if (!/^[a-z_][a-z0-9_.]*$/i.test(field) || value === '') break;
        return { field: field, op: OPS[i], value: value };
      }
    }
    throw new Error(
      'Cannot read "' + text.trim() + '": write field, operator (= != > >= < <= ~) and value.',
    );
  }
  function parse(text) {
    if (!text.trim()) return [];
    return text.split(/\s+or\s+/i).map(function (part) {
      return part.split(/\s+and\s+/i).map(parseTerm);
    });
  }
  function rank(field, v) {
    if (field === 'level' && Object.prototype.hasOwnProperty.call(LEVELS, String(v).toLowerCase()))
      return LEVELS[String(v).toLowerCase()];
    var n = Number(v);
    return v !== '' && isFinite(n) ? n : String(v);
  }
  function test(term, entry) {
    var actual = term.field.split('.').reduce(function (o, k) {
      return o == null ? undefined : o[k];
    }, entry);
    if (actual === undefined) return false;
    if (term.op === '~') return String(actual).toLowerCase().indexOf(term.value.toLowerCase()) >= 0;
    var a = rank(term.field, actual),
      b = rank(term.field, term.value);
    switch (term.op) {
      case '=':
        return a === b;
      case '!=':
        return a !== b;
      case '>':
        return a > b;
      case '>=':
        return a >= b;
      case '<':
        return a < b;
      default:
        return a <= b;
    }
  }
  function run() {
    var query;
    try {
      query = parse(expr.value);
      error.textContent = '';
    } catch (e) {
      error.textContent = e.message;
      return;
    }
    var entries = [],
      bad = 0;
    logs.value.split('\n').forEach(function (line) {
      if (!line.trim()) return;
      try {
        entries.push(JSON.parse(line));
      } catch {
        bad++;
      }
    });
    var hits = entries.filter(function (entry) {
      return (
        !query.length ||
        query.some(function (all) {
          return all.every(function (t) {
            return test(t, entry);
          });
        })
      );
    });
    rows.textContent = '';
    hits.forEach(function (entry) {
      var tr = document.createElement('tr');
      ['time', 'level', 'msg', 'path', 'duration_ms'].forEach(function (k) {
        var td = document.createElement('td');
        td.textContent = entry[k] === undefined ? '' : String(entry[k]);
        if (k === 'level') td.className = 'level-' + String(entry[k]).toLowerCase();
        tr.appendChild(td);
      });
      rows.appendChild(tr);
    });
    count.textContent =
      hits.length +
      ' of ' +
      entries.length +
      ' lines match' +
      (bad ? ' (' + bad + ' lines are not JSON)' : '');
  }
  expr.addEventListener('input', run);
  logs.addEventListener('input', run);
  run();
})();
