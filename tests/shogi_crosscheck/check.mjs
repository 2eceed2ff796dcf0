// Cross-check: every shared shogi file, written by Kibitz as KIF, KI2, CSA and JKF, is read by
// tsshogi (the library behind ShogiHome); its start position and main-line moves, in USI, must
// be those Kibitz reads from the original (`kibitz-cli convert --format usi`).
//   node check.mjs --cli KIBITZ_CLI --data SHOGI_DATA_DIR --js DIR_WITH_NODE_MODULES --work DIR
// Exits 1 on any difference, unreadable file or failed conversion.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";

const args = {};
for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
for (const key of ["cli", "data", "js", "work"]) {
  if (!args[key]) {
    console.error(`missing --${key}`);
    process.exit(2);
  }
}

// tsshogi lives in the build dir, not next to this script: resolve it from there.
const require = createRequire(join(args.js, "package.json"));
const ts = require("tsshogi");
const tsVersion = JSON.parse(
  readFileSync(join(args.js, "node_modules", "tsshogi", "package.json"), "utf8"),
).version;

// Kibitz writes .kif and .ki2 in Shift_JIS, the rest in UTF-8.
const formats = [
  { id: "kif", encoding: "shift_jis", read: ts.importKIF },
  { id: "ki2", encoding: "shift_jis", read: ts.importKI2 },
  { id: "csa", encoding: "utf-8", read: ts.importCSA, several: true },
  { id: "jkf", encoding: "utf-8", read: ts.importJKFString },
];
const recordExtensions = /\.(kif|kifu|ki2|ki2u|csa|jkf|sfen)$/;

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return recordExtensions.test(name) ? [path] : [];
    });
}

function convert(input, output, format) {
  execFileSync(args.cli, ["convert", "--in", input, "--out", output, "--format", format], {
    stdio: ["ignore", "ignore", "pipe"],
  });
}

// "position startpos|sfen B T H N [moves …]" → the position without its move number, and moves.
function parseUsi(line) {
  const words = line.trim().split(/\s+/);
  if (words[0] !== "position") throw new Error(`not a position line: ${line}`);
  let sfen, rest;
  if (words[1] === "startpos") {
    sfen = ts.InitialPositionSFEN.STANDARD;
    rest = words.slice(2);
  } else if (words[1] === "sfen") {
    sfen = words.slice(2, 6).join(" ");
    rest = words.slice(6);
  } else throw new Error(`not a position line: ${line}`);
  if (rest.length > 0 && rest[0] !== "moves") throw new Error(`not a position line: ${line}`);
  return { start: sfen.split(" ").slice(0, 3).join(" "), moves: rest.slice(1) };
}

// The main line as tsshogi holds it: first children from the root, real moves only.
function mainLine(record) {
  const moves = [];
  for (let node = record.first; node; node = node.next) {
    if (node.move instanceof ts.Move) moves.push(node.move.usi);
  }
  return { start: record.initialPosition.sfen.split(" ").slice(0, 3).join(" "), moves };
}

function difference(expected, actual) {
  if (expected.start !== actual.start) return `start ${actual.start}, not ${expected.start}`;
  const n = Math.max(expected.moves.length, actual.moves.length);
  for (let i = 0; i < n; i++) {
    if (expected.moves[i] !== actual.moves[i])
      return `move ${i + 1}: ${actual.moves[i] ?? "(none)"}, not ${expected.moves[i] ?? "(none)"}`;
  }
  return null;
}

// The comparison itself must see a difference, or the test could not fail.
const control = { start: "s", moves: ["7g7f", "3c3d"] };
if (!difference(control, { start: "s", moves: ["7g7f"] }) ||
    !difference(control, { start: "s", moves: ["7g7f", "8c8d"] }) ||
    !difference(control, { start: "t", moves: control.moves }) ||
    difference(control, { start: "s", moves: [...control.moves] })) {
  console.error("the comparison is broken");
  process.exit(1);
}

// A file of several games converts to a folder of one file per game (a one-game format's file
// name is refused for it); the first is compared.
const firstGame = (path) =>
  statSync(path).isDirectory() ? join(path, readdirSync(path).sort()[0]) : path;

mkdirSync(args.work, { recursive: true });
const inputs = files(args.data);
let failures = 0;
let comparisons = 0;
let movesCompared = 0;
inputs.forEach((input, index) => {
  const name = input.slice(args.data.length + 1);
  const stem = join(args.work, `${index}-${basename(input).replace(/\.[^.]*$/, "")}`);
  let expected;
  let usiLines;
  try {
    convert(input, `${stem}.usi`, "usi");
    usiLines = readFileSync(`${stem}.usi`, "utf8").split("\n").filter((l) => l.trim() !== "");
    expected = parseUsi(usiLines[0]);
  } catch (e) {
    console.error(`FAIL ${name}: Kibitz cannot read it: ${e.stderr ?? e.message}`);
    failures++;
    return;
  }
  for (const format of formats) {
    const several = usiLines.length > 1 && !format.several;
    const output = `${stem}.${format.id}${several ? "/" : ""}`;
    try {
      convert(input, output, format.id);
    } catch (e) {
      console.error(`FAIL ${name} → ${format.id}: kibitz-cli: ${e.stderr ?? e.message}`);
      failures++;
      continue;
    }
    const text = new TextDecoder(format.encoding).decode(readFileSync(firstGame(output)));
    const record = format.read(text);
    if (record instanceof Error) {
      console.error(`FAIL ${name} → ${format.id}: tsshogi cannot read it: ${record.message}`);
      failures++;
      continue;
    }
    const why = difference(expected, mainLine(record));
    comparisons++;
    if (why) {
      console.error(`FAIL ${name} → ${format.id}: ${why}`);
      failures++;
    } else movesCompared += expected.moves.length;
  }
});

console.log(
  `tsshogi ${tsVersion}: ${inputs.length} files, ${comparisons} written files compared, ` +
    `${movesCompared} moves agreed, ${failures} failures`,
);
// A data dir without records would pass vacuously.
if (inputs.length < 10 || movesCompared === 0) {
  console.error("too few records to compare");
  process.exit(1);
}
process.exit(failures ? 1 : 0);
