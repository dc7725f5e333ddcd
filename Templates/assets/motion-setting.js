// Ease: applies the visitor's Motion setting before the first paint (this file is loaded in <head>,
// not deferred), then wires the setting's radio buttons. Without JavaScript the site follows the
// device's prefers-reduced-motion setting through CSS alone.
(function () {
  "use strict";
  var key = "ease-motion";
  var allowed = { full: true, reduced: true, crossfade: true };
  function stored() {
    try { return window.localStorage.getItem(key); } catch (error) { return null; }
  }
  function apply(value) {
    if (allowed[value]) { document.documentElement.setAttribute("data-motion", value); }
    else { document.documentElement.removeAttribute("data-motion"); }
  }
  apply(stored());
  document.addEventListener("DOMContentLoaded", function () {
    var form = document.querySelector("[data-motion-setting]");
    if (!form) { return; }
    var current = stored();
    var radios = form.querySelectorAll('input[name="motion"]');
    radios.forEach(function (radio) {
      radio.checked = allowed[current] ? radio.value === current : radio.value === "system";
      radio.addEventListener("change", function () {
        try {
          if (allowed[radio.value]) { window.localStorage.setItem(key, radio.value); }
          else { window.localStorage.removeItem(key); }
        } catch (error) { /* storage may be unavailable; the choice still applies to this page */ }
        apply(radio.value);
      });
    });
    form.hidden = false;
  });
})();
