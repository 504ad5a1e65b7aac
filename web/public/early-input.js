// Keeps what a visitor types or picks before the shop's JavaScript has taken over the server-rendered page:
// React's hydration sets every field back to its state, so each change is noted here (the field and its value)
// and web/src/lib/early-input.ts puts it back once the field runs. A field React has taken over (it carries
// React's props) is React's own: hydration runs in slices (a transition), so some fields run before others.
// Inline in the page (its hash is in the CSP).
(function () {
  var changes = [];
  window.__earlyInput = changes;
  function note(event) {
    var field = event.target;
    if (!field || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    for (var key in field) if (key.indexOf('__reactProps$') === 0) return;
    for (var i = changes.length - 1; i >= 0; i--) if (changes[i].field === field) changes.splice(i, 1);
    changes.push({ field: field, value: field.value, checked: field.checked });
    if (window.__earlyInputWake) window.__earlyInputWake();
  }
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
})();
