// By hand, not run by the suite (it needs node and tsshogi from npm): prints, for every shogi
// record under a folder, what tsshogi reads: the start SFEN, the main line's moves in USI and the
// ending (tsshogi's special move type, "any:<word>" for others), one tab-separated line a file.
// kibitz-moves.py prints what kibitz-cli convert reads in the same columns; compare.sh counts the
// files on which both agree (issue 29 item 15):
//   (cd /tmp/tsshogi && npm install tsshogi)
//   TSSHOGI=/tmp/tsshogi/node_modules/tsshogi node tsshogi-moves.cjs DIR > t.tsv
//   python3 kibitz-moves.py build/bin/kibitz-cli DIR > k.tsv
//   sh compare.sh t.tsv k.tsv
const fs = require("fs");
const path = require("path");
const t = require(process.env.TSSHOGI || "tsshogi");
const exts = { ".kif": "kif", ".kifu": "kif", ".ki2": "ki2", ".ki2u": "ki2", ".csa": "csa", ".jkf": "jkf" };
function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (exts[path.extname(e.name).toLowerCase()]) out.push(p);
  }
  return out;
}
function decode(buf) {
  try { return new TextDecoder("utf-8", { fatal: true }).decode(buf).replace(/^\uFEFF/, ""); }
  catch { return new TextDecoder("shift_jis").decode(buf); }
}
const root = process.argv[2];
for (const file of walk(root, [])) {
  const text = decode(fs.readFileSync(file));
  const kind = exts[path.extname(file).toLowerCase()];
  const r = kind === "kif" ? t.importKIF(text) : kind === "ki2" ? t.importKI2(text)
          : kind === "csa" ? t.importCSA(text) : t.importJKFString(text);
  const rel = path.relative(root, file);
  if (r instanceof Error) { console.log(`${rel}\tERROR\t${r.message}`); continue; }
  const moves = [];
  let ending = "";
  for (const n of r.moves) {
    if (n.move instanceof t.Move) moves.push(n.move.usi);
    else if (n.move.type === "any") ending = "any:" + n.move.name;
    else if (n.move.type !== "start") ending = n.move.type;
  }
  console.log(`${rel}\t${r.initialPosition.sfen}\t${moves.join(" ")}\t${ending}`);
}
