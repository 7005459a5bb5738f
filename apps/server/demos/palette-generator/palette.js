'use strict';
// Ten shades of one colour: same hue and saturation, lightness from 95% down to 15%.
(function () {
  var STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
  var LIGHTNESS = [95, 89, 80, 70, 60, 50, 41, 33, 24, 15];
  var base = document.getElementById('base');
  var hex = document.getElementById('hex');
  var name = document.getElementById('name');
  var list = document.getElementById('shades');
  var css = document.getElementById('css');

  function toRgb(h) {
    var n = parseInt(h.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  function toHsl(rgb) {
    var r = rgb[0] / 255,
      g = rgb[1] / 255,
      b = rgb[2] / 255;
    var max = Math.max(r, g, b),
      min = Math.min(r, g, b),
      d = max - min;
    var h = 0,
      s = 0,
      l = (max + min) / 2;
    if (d) {
      s = d / (1 - Math.abs(2 * l - 1));
      h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    }
    return [(h * 60 + 360) % 360, s * 100];
  }
  function fromHsl(h, s, l) {
    s /= 100;
    l /= 100;
    var c = (1 - Math.abs(2 * l - 1)) * s,
      x = c * (1 - Math.abs(((h / 60) % 2) - 1)),
      m = l - c / 2;
    var p =
      h < 60
        ? [c, x, 0]
        : h < 120
          ? [x, c, 0]
          : h < 180
            ? [0, c, x]
            : h < 240
              ? [0, x, c]
              : h < 300
                ? [x, 0, c]
                : [c, 0, x];
    return (
      '#' +
      p
        .map(function (v) {
          return ('0' + Math.round((v + m) * 255).toString(16)).slice(-2);
        })
        .join('')
    );
  }
  function luminance(h) {
    var v = toRgb(h).map(function (c) {
      c /= 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  function contrast(a, b) {
    var x = luminance(a),
      y = luminance(b);
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  }
  function render(color) {
    var hs = toHsl(toRgb(color));
    var label = (name.value.trim().replace(/[^a-z0-9-]/gi, '-') || 'brand').toLowerCase();
    list.textContent = '';
    var lines = [':root {'];
    STEPS.forEach(function (step, i) {
      var shade = fromHsl(hs[0], hs[1], LIGHTNESS[i]);
      var onWhite = contrast(shade, '#ffffff'),
        onBlack = contrast(shade, '#000000');
      var text = onWhite >= onBlack ? '#ffffff' : '#000000';
      var best = Math.max(onWhite, onBlack);
      var li = document.createElement('li');
      li.className = 'shade';
      li.style.background = shade;
      li.style.color = text;
      var title = document.createElement('strong');
      title.textContent = label + '-' + step;
      var info = document.createElement('span');
      info.textContent = shade + ' · ' + best.toFixed(1) + ':1 ';
      var badge = document.createElement('span');
      badge.className = 'badge';
      badge.textContent = best >= 7 ? 'AAA' : best >= 4.5 ? 'AA' : 'AA large';
      info.appendChild(badge);
      li.appendChild(title);
      li.appendChild(info);
      list.appendChild(li);
      lines.push('  --' + label + '-' + step + ': ' + shade + ';');
    });
    lines.push('}');
    css.value = lines.join('\n');
  }
  function set(color) {
    base.value = color;
    hex.value = color;
    render(color);
  }
  base.addEventListener('input', function () {
    set(base.value);
  });
  hex.addEventListener('input', function () {
    if (/^#[0-9a-f]{6}$/i.test(hex.value)) {
      base.value = hex.value.toLowerCase();
      render(base.value);
    }
  });
  name.addEventListener('input', function () {
    render(base.value);
  });
  document.getElementById('random').addEventListener('click', function () {
    set(fromHsl(Math.floor(Math.random() * 360), 55 + Math.random() * 30, 50));
  });
  set(base.value);
})();
