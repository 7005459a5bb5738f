'use strict';
(function () {
  var NS = 'http://www.w3.org/2000/svg';
  var W = 640,
    H = 280,
    PAD = 32;
  var input = document.getElementById('values');
  var kind = document.getElementById('kind');
  var figure = document.getElementById('chart');
  var tbody = document.querySelector('#table tbody');

  function el(name, attrs) {
    var node = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    return node;
  }
  function parse() {
    return input.value
      .split(/[\s,;]+/)
      .map(Number)
      .filter(function (n) {
        return isFinite(n) && n >= 0;
      })
      .slice(0, 60);
  }
  function draw() {
    var data = parse();
    figure.textContent = '';
    tbody.textContent = '';
    if (!data.length) {
      figure.textContent = 'Enter at least one number.';
      return;
    }
    var max = Math.max.apply(null, data) || 1;
    var svg = el('svg', {
      viewBox: '0 0 ' + W + ' ' + H,
      role: 'img',
      'aria-label': kind.value + ' chart of ' + data.length + ' values, highest ' + max,
    });
    var x = function (i) {
      return PAD + (i + 0.5) * ((W - 2 * PAD) / data.length);
    };
    var y = function (v) {
      return H - PAD - (v / max) * (H - 2 * PAD);
    };
    svg.appendChild(el('line', { x1: PAD, y1: H - PAD, x2: W - PAD, y2: H - PAD, class: 'axis' }));
    [0, 0.5, 1].forEach(function (f) {
      var t = el('text', { x: 4, y: y(max * f) + 4, class: 'tick' });
      t.textContent = String(Math.round(max * f));
      svg.appendChild(t);
    });
    if (kind.value === 'bar') {
      var w = ((W - 2 * PAD) / data.length) * 0.7;
      data.forEach(function (v, i) {
        var r = el('rect', {
          x: x(i) - w / 2,
          y: y(v),
          width: w,
          height: H - PAD - y(v),
          class: 'bar',
          rx: 3,
        });
        var title = el('title', {});
        title.textContent = 'Point ' + (i + 1) + ': ' + v;
        r.appendChild(title);
        svg.appendChild(r);
      });
    } else {
      var points = data
        .map(function (v, i) {
          return x(i) + ',' + y(v);
        })
        .join(' ');
      if (kind.value === 'area') {
        svg.appendChild(
          el('polygon', {
            points:
              x(0) + ',' + (H - PAD) + ' ' + points + ' ' + x(data.length - 1) + ',' + (H - PAD),
            class: 'area',
          }),
        );
      }
      svg.appendChild(el('polyline', { points: points, class: 'line' }));
    }
    figure.appendChild(svg);
    data.forEach(function (v, i) {
      var tr = document.createElement('tr');
      [String(i + 1), String(v)].forEach(function (text) {
        var td = document.createElement('td');
        td.textContent = text;
        tr.appendChild(td);
      });
      tbody.appendChild(tr);
    });
  }
  input.addEventListener('input', draw);
  kind.addEventListener('change', draw);
  draw();
})();
