/*
 * Specimen default theme: the theme switch and the menu button (theme/site.js).
 *
 * Progressive enhancement, loaded with defer. Without JavaScript both controls
 * stay hidden (html:not(.js) in specimen.css), the theme follows the system and
 * the sidebar is always shown.
 *
 * Theme switch: a button (named "Theme", showing the choice in force) that
 * discloses a radio group: light, dark, system. Opening it moves focus to the
 * checked choice; arrow keys apply each choice at once; a click, Enter or
 * Escape closes it and returns focus to the button. Light or dark is stored in
 * localStorage under "specimen-theme" and applied as <html data-theme>;
 * system removes both. theme-init.js applies the stored choice before the
 * first paint on every page; a choice made in another tab is followed too.
 *
 * Menu button: below 60em the sidebar folds away behind it (a disclosure:
 * aria-expanded, aria-controls). Escape closes it and, when focus was inside
 * the menu, returns focus to the button.
 */
(function () {
  "use strict";

  var KEY = "specimen-theme";
  var root = document.documentElement;

  /* ── theme switch ─────────────────────────────────────────────────────── */

  function storedTheme() {
    try {
      var value = window.localStorage.getItem(KEY);
      return value === "light" || value === "dark" ? value : "system";
    } catch (error) {
      return "system";
    }
  }

  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") {
      root.setAttribute("data-theme", theme);
    } else {
      root.removeAttribute("data-theme");
    }
  }

  function storeTheme(theme) {
    try {
      if (theme === "light" || theme === "dark") {
        window.localStorage.setItem(KEY, theme);
      } else {
        window.localStorage.removeItem(KEY);
      }
    } catch (error) {
      /* No storage: the choice lasts until the page is left. */
    }
  }

  var themeSwitch = document.querySelector("[data-theme-switch]");
  /* The page carries the switch and its labels only (data-label-*); the button and the menu
     are built here, as a header of older markup wrote them. */
  if (themeSwitch && !themeSwitch.querySelector("[data-theme-button]")) { buildThemeSwitch(themeSwitch); }
  var themeButton = themeSwitch && themeSwitch.querySelector("[data-theme-button]");
  var themeMenu = themeSwitch && themeSwitch.querySelector("[data-theme-menu]");
  var radios = themeSwitch ? Array.prototype.slice.call(themeSwitch.querySelectorAll('input[type="radio"]')) : [];

  function showTheme(theme) {
    radios.forEach(function (radio) { radio.checked = radio.value === theme; });
  }

  function themeMenuOpen() {
    return themeButton.getAttribute("aria-expanded") === "true";
  }

  function setThemeMenu(open, returnFocus) {
    themeButton.setAttribute("aria-expanded", open ? "true" : "false");
    themeMenu.hidden = !open;
    if (open) {
      var checked = radios.filter(function (radio) { return radio.checked; })[0] || radios[0];
      if (checked) { checked.focus(); }
    } else if (returnFocus) {
      themeButton.focus();
    }
  }

  if (themeButton && themeMenu && radios.length) {
    showTheme(storedTheme());
    themeButton.addEventListener("click", function () {
      setThemeMenu(!themeMenuOpen(), false);
    });
    radios.forEach(function (radio) {
      /* Arrow keys move through the choices and apply each at once. */
      radio.addEventListener("change", function () {
        if (!radio.checked) { return; }
        applyTheme(radio.value);
        storeTheme(radio.value);
      });
      /* A click or tap (not an arrow key) also closes the menu; so does Enter. */
      radio.addEventListener("click", function (event) {
        if (event.detail > 0) { setThemeMenu(false, true); }
      });
      radio.addEventListener("keydown", function (event) {
        if (event.key === "Enter") {
          event.preventDefault();
          setThemeMenu(false, true);
        }
      });
    });
    themeSwitch.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && themeMenuOpen()) {
        event.preventDefault();
        setThemeMenu(false, true);
      }
    });
    themeSwitch.addEventListener("focusout", function (event) {
      if (themeMenuOpen() && event.relatedTarget && !themeSwitch.contains(event.relatedTarget)) {
        setThemeMenu(false, false);
      }
    });
    document.addEventListener("pointerdown", function (event) {
      if (themeMenuOpen() && !themeSwitch.contains(event.target)) { setThemeMenu(false, false); }
    });
    window.addEventListener("storage", function (event) {
      if (event.key === KEY || event.key === null) {
        var theme = storedTheme();
        applyTheme(theme);
        showTheme(theme);
      }
    });
  }

  /* A button that discloses a labelled group of three radios: light, dark and the system's. */
  function buildThemeSwitch(box) {
    function label(name, fallback) { return box.getAttribute("data-label-" + name) || fallback; }
    function make(tag, attributes, text) {
      var made = document.createElement(tag);
      Object.keys(attributes).forEach(function (name) { made.setAttribute(name, attributes[name]); });
      if (text) { made.textContent = text; }
      return made;
    }
    var title = label("theme", "Theme");
    var button = make("button", { "class": "theme-switch__button", type: "button", "aria-expanded": "false", "aria-controls": "theme-menu", "data-theme-button": "" });
    button.appendChild(make("span", { "class": "visually-hidden" }, title));
    box.appendChild(button);
    var menu = make("fieldset", { "class": "theme-menu", id: "theme-menu", "data-theme-menu": "", hidden: "" });
    menu.appendChild(make("legend", { "class": "theme-menu__title" }, title));
    [["light", "Light"], ["dark", "Dark"], ["system", "System"]].forEach(function (choice) {
      var option = make("label", { "class": "theme-menu__option" });
      var radio = make("input", { type: "radio", name: "specimen-theme", value: choice[0] });
      if (choice[0] === "system") { radio.checked = true; }
      option.appendChild(radio);
      option.appendChild(make("span", {}, label(choice[0], choice[1])));
      menu.appendChild(option);
    });
    box.appendChild(menu);
  }

  /* ── menu button ──────────────────────────────────────────────────────── */

  var button = document.querySelector("[data-menu-button]");
  var menu = button && document.getElementById(button.getAttribute("aria-controls"));
  if (!button || !menu) { return; }

  function isOpen() {
    return button.getAttribute("aria-expanded") === "true";
  }

  function setOpen(open) {
    button.setAttribute("aria-expanded", open ? "true" : "false");
    menu.classList.toggle("is-open", open);
  }

  setOpen(false);
  button.addEventListener("click", function () {
    setOpen(!isOpen());
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !isOpen() || event.defaultPrevented) { return; }
    var inside = menu.contains(document.activeElement) || document.activeElement === button;
    setOpen(false);
    if (inside) { button.focus(); }
  });
}());
