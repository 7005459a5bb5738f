'use strict';
// A small Markdown subset: headings, paragraphs, lists, code, quotes, emphasis and links.
// Text is escaped before it is formatted, so the preview never runs markup from the input.
(function () {
  var source = document.getElementById('source');
  var preview = document.getElementById('preview');
  var stats = document.getElementById('stats');

  function escape(s) {
    return s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  }
  function inline(s) {
    return escape(s)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/\*([^*]+)\*/g, '<em>$1</em>')
      .replace(
        /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g,
        '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>',
      );
  }
  function render(text) {
    var out = [],
      lines = text.split('\n'),
      i = 0;
    while (i < lines.length) {
      var line = lines[i];
      if (/^```/.test(line)) {
        var code = [];
        for (i++; i < lines.length && !/^```/.test(lines[i]); i++) code.push(escape(lines[i]));
        out.push('<pre><code>' + code.join('\n') + '</code></pre>');
        i++;
      } else if (/^#{1,3} /.test(line)) {
        var level = line.indexOf(' ');
        out.push('<h' + level + '>' + inline(line.slice(level + 1)) + '</h' + level + '>');
        i++;
      } else if (/^[-*] /.test(line)) {
        var items = [];
        for (; i < lines.length && /^[-*] /.test(lines[i]); i++)
          items.push('<li>' + inline(lines[i].slice(2)) + '</li>');
        out.push('<ul>' + items.join('') + '</ul>');
      } else if (/^> ?/.test(line)) {
        var quote = [];
        for (; i < lines.length && /^> ?/.test(lines[i]); i++)
          quote.push(inline(lines[i].replace(/^> ?/, '')));
        out.push('<blockquote><p>' + quote.join(' ') + '</p></blockquote>');
      } else if (line.trim() === '') {
        i++;
      } else {
        var para = [];
        for (
          ;
          i < lines.length && lines[i].trim() !== '' && !/^(#{1,3} |[-*] |> ?|```)/.test(lines[i]);
          i++
        )
          para.push(inline(lines[i]));
        out.push('<p>' + para.join(' ') + '</p>');
      }
    }
    return out.join('\n');
  }
  function update() {
    preview.innerHTML = render(source.value);
    var words = source.value.trim() ? source.value.trim().split(/\s+/).length : 0;
    stats.textContent = words + ' words · ' + Math.max(1, Math.round(words / 200)) + ' min read';
  }
  source.addEventListener('input', update);
  update();
})();
