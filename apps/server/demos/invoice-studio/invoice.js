'use strict';
(function () {
  var items = document.getElementById('items');
  var currency = document.getElementById('currency');
  var tax = document.getElementById('tax');
  var start = [
    ['Website redesign: discovery workshop', 6, 95],
    ['Design system and page templates', 24, 95],
    ['Hosting setup (one-off)', 1, 240],
  ];

  function money(cents) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.value }).format(
      cents / 100,
    );
  }
  function cell(row, value, type, label) {
    var td = document.createElement('td');
    var input = document.createElement('input');
    input.type = type;
    input.value = value;
    input.setAttribute('aria-label', label);
    if (type === 'number') {
      input.min = '0';
      input.step = 'any';
    }
    input.addEventListener('input', update);
    td.appendChild(input);
    row.appendChild(td);
  }
  function addLine(values) {
    var tr = document.createElement('tr');
    cell(tr, values[0], 'text', 'Description');
    cell(tr, values[1], 'number', 'Hours or quantity');
    cell(tr, values[2], 'number', 'Rate');
    var amount = document.createElement('td');
    amount.className = 'num amount';
    tr.appendChild(amount);
    var td = document.createElement('td');
    var remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'secondary remove';
    remove.textContent = '×';
    remove.setAttribute('aria-label', 'Remove line');
    remove.addEventListener('click', function () {
      tr.remove();
      update();
    });
    td.appendChild(remove);
    tr.appendChild(td);
    items.appendChild(tr);
  }
  function update() {
    var subtotal = 0;
    Array.prototype.forEach.call(items.rows, function (tr) {
      var inputs = tr.querySelectorAll('input');
      var cents = Math.round((Number(inputs[1].value) || 0) * (Number(inputs[2].value) || 0) * 100);
      subtotal += cents;
      tr.querySelector('.amount').textContent = money(cents);
    });
    var taxCents = Math.round((subtotal * Math.min(Math.max(Number(tax.value) || 0, 0), 50)) / 100);
    document.getElementById('subtotal').textContent = money(subtotal);
    document.getElementById('taxed').textContent = money(taxCents);
    document.getElementById('total').textContent = money(subtotal + taxCents);
  }
  document.getElementById('add').addEventListener('click', function () {
    addLine(['', 1, 0]);
    update();
  });
  currency.addEventListener('change', update);
  tax.addEventListener('input', update);
  start.forEach(addLine);
  update();
})();
