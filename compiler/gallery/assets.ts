/** The gallery's style sheet and the index's script (plain ES2017, no modules: it runs from file://). */

export const galleryCss = `body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; margin: 0; background: #eeeae0; color: #1b1b1b; }
header, nav, h1, .meta, .card-page { padding: 0 1.5rem; }
header { position: sticky; top: 0; background: #eeeae0ee; padding-bottom: 0.5rem; border-bottom: 1px solid #ccc; }
h1 { font-size: 1.4rem; margin: 0.8rem 0 0.4rem; }
#filters { display: flex; flex-wrap: wrap; gap: 0.6rem 1.2rem; align-items: center; }
#filters select, #filters input { font: inherit; padding: 0.2rem; max-width: 16rem; }
#count { margin: 0.4rem 0 0; font-weight: bold; }
#cards { list-style: none; display: grid; grid-template-columns: repeat(auto-fill, 250px); gap: 1rem; padding: 1rem 1.5rem; margin: 0; }
#cards img, .face { display: block; border-radius: 14px; box-shadow: 0 2px 6px #0004; }
.card[hidden] { display: none; }
nav { padding-top: 0.8rem; display: flex; gap: 1rem; }
.card-page { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; padding-bottom: 2rem; }
.details { flex: 1; min-width: 20rem; }
.details h2 { font-size: 1.05rem; margin: 0 0 0.4rem; }
pre { background: #fffdf7; border: 1px solid #d6d0c0; padding: 0.6rem; overflow-x: auto; white-space: pre-wrap; margin: 0 0 1rem; }
.texts { border-collapse: collapse; width: 100%; table-layout: fixed; }
.texts th { text-align: left; font-weight: normal; color: #555; }
.texts td { vertical-align: top; padding: 0 0.5rem 0 0; }
.same { color: #1d6b2a; } .differs { color: #9b2c10; }
`;

/** Reads the filters and the find box, hides the cards they leave out and says how many are left. */
export const galleryJs = `(function () {
  "use strict";
  var cards = window.galleryCards || [];
  var find = document.getElementById("find");
  var filters = ["set", "culture", "type", "keyword"].map(function (name) { return { name: name, element: document.getElementById("filter-" + name) }; });
  var count = document.getElementById("count");
  var tiles = cards.map(function (card) { return document.getElementById("card-" + card.slug); });
  function matches(card, name, value) {
    if (!value) return true;
    return name === "keyword" ? card.keywords.indexOf(value) >= 0 : card[name] === value;
  }
  function update() {
    var terms = find.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var shown = 0;
    cards.forEach(function (card, k) {
      var keep = filters.every(function (f) { return matches(card, f.name, f.element.value); }) &&
        terms.every(function (term) { return card.words.indexOf(term) >= 0; });
      if (tiles[k]) tiles[k].hidden = !keep;
      if (keep) shown++;
    });
    count.textContent = shown + (shown === 1 ? " card" : " cards") + (shown === cards.length ? "" : " of " + cards.length);
  }
  find.addEventListener("input", update);
  filters.forEach(function (f) { f.element.addEventListener("change", update); });
  update();
})();
`;
