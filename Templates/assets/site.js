// Ease: optional enhancements. Every page works without this script.
(function () {
  "use strict";
  document.documentElement.classList.add("js");

  // Breathing pacer: Begin starts the circle and the spoken instruction; Pause and Resume stop and continue.
  function setUpBreathing(section) {
    var steps = [];
    try { steps = JSON.parse(section.getAttribute("data-steps") || "[]"); } catch (error) { return; }
    var cycles = parseInt(section.getAttribute("data-cycles") || "1", 10);
    var instruction = section.querySelector("[data-instruction]");
    var begin = section.querySelector('[data-action="begin"]');
    var pause = section.querySelector('[data-action="pause"]');
    var resume = section.querySelector('[data-action="resume"]');
    if (!steps.length || !instruction || !begin || !pause || !resume) { return; }
    var timer = null, index = 0, cycle = 0, remaining = 0, startedAt = 0;

    function show(state) {
      section.setAttribute("data-state", state);
      begin.hidden = state !== "idle";
      pause.hidden = state !== "running";
      resume.hidden = state !== "paused";
    }
    function runStep(milliseconds) {
      instruction.textContent = steps[index].label;
      startedAt = Date.now();
      remaining = milliseconds;
      timer = window.setTimeout(advance, milliseconds);
    }
    function advance() {
      index += 1;
      if (index >= steps.length) { index = 0; cycle += 1; }
      if (cycle >= cycles) { finish(); return; }
      runStep(steps[index].seconds * 1000);
    }
    function finish() {
      timer = null;
      instruction.textContent = "";
      index = 0; cycle = 0;
      show("idle");
      begin.focus();
    }
    begin.addEventListener("click", function () {
      // Restart the circle's animation from its first frame.
      section.setAttribute("data-state", "idle");
      void section.offsetWidth;
      index = 0; cycle = 0;
      show("running");
      runStep(steps[0].seconds * 1000);
      pause.focus();
    });
    pause.addEventListener("click", function () {
      window.clearTimeout(timer);
      remaining -= Date.now() - startedAt;
      show("paused");
      resume.focus();
    });
    resume.addEventListener("click", function () {
      show("running");
      startedAt = Date.now();
      timer = window.setTimeout(advance, Math.max(0, remaining));
      pause.focus();
    });
    show("idle");
  }

  document.querySelectorAll("[data-breathing]").forEach(setUpBreathing);

  // Pause animation: stops every choreography on the page (the attention nudge) for this visit.
  document.querySelectorAll('[data-action="pause-motion"]').forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      document.documentElement.setAttribute("data-motion-paused", "");
      button.hidden = true;
    });
  });
})();
