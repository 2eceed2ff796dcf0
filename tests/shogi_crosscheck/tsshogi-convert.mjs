// tsshogi's batch conversion of a folder tree to KIF (UTF-8, .kifu), as ShogiHome's batch
// conversion does it: read the bytes, decode (UTF-8 or Shift_JIS), import by extension,
// exportKIF with CRLF, write. The peer `kibitz-cli convert --in DIR --out DIR --format kifu` is
// measured against (the whole process, in one node process), and the oracle it is checked by:
//   node tsshogi-convert.mjs --js DIR_WITH_NODE_MODULES --in DIR --out DIR [--compare DIR]
// With --compare DIR (what kibitz-cli wrote from the same input), every file there is read by
// tsshogi and must hold the same start and the same moves, variations included, as tsshogi's own
// conversion; exit 1 on any difference, missing file or failed conversion. With --cli KIBITZ_CLI
// as well, kibitz-cli first converts --in into the --compare folder (what ctest runs).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

const args = {};
for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
for (const key of ["js", "in", "out"]) {
  if (!args[key]) {
    console.error(`missing --${key}`);
    process.exit(2);
  }
}
const ts = createRequire(join(args.js, "package.json"))("tsshogi");

const importers = {
  kif: ts.importKIF,
  kifu: ts.importKIF,
  ki2: ts.importKI2,
  ki2u: ts.importKI2,
  csa: ts.importCSA,
  jkf: ts.importJKFString,
  sfen: (text) => ts.Record.newByUSI(text.trim()),
};

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const sjis = new TextDecoder("shift_jis");
function decode(bytes) {
  try {
    return utf8.decode(bytes);
  } catch {
    return sjis.decode(bytes);
  }
}

function extension(path) {
  const m = /\.([^./]+)$/.exec(path);
  return m ? m[1].toLowerCase() : "";
}

// Every line of the record as "start | usi usi …" strings, the main line and each variation.
function lines(record) {
  const out = [];
  const walkNode = (node, prefix) => {
    const here = node.move instanceof ts.Move ? [...prefix, node.move.usi] : prefix;
    if (node.next) walkNode(node.next, here);
    else out.push(here.join(" "));
    for (let b = node.branch; b; b = b.branch) walkNode(b, prefix);
  };
  walkNode(record.first, []);
  return `${record.initialPosition.sfen.split(" ").slice(0, 3).join(" ")} | ${out.sort().join(" / ")}`;
}

if (args.cli && args.compare) {
  execFileSync(args.cli, ["convert", "--in", args.in, "--out", args.compare, "--format", "kifu"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}

const started = process.hrtime.bigint();
const converted = new Map(); // relative output path → tsshogi's record
const used = new Set(); // output names taken, failed files' too
let failed = 0;
let skipped = 0;
for (const input of walk(args.in)) {
  const importer = importers[extension(input)];
  if (!importer) {
    skipped++;
    continue;
  }
  // Two inputs of one name (a.kif, a.ki2) are written as a.kifu and a-2.kifu, as kibitz-cli
  // and ShogiHome's "number suffix" do.
  const stem = relative(args.in, input).replace(/\.[^./]+$/, "");
  let rel = `${stem}.kifu`;
  for (let n = 2; used.has(rel); n++) rel = `${stem}-${n}.kifu`;
  used.add(rel);
  const record = importer(decode(readFileSync(input)));
  if (record instanceof Error) {
    console.error(`${input}: ${record.message}`);
    failed++;
    continue;
  }
  const output = join(args.out, rel);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, ts.exportKIF(record, { returnCode: "\r\n" }));
  converted.set(rel, record);
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(
  `tsshogi: ${converted.size} files converted, ${failed} failed, ${skipped} passed over ` +
    `in ${seconds.toFixed(3)} s (${(converted.size / seconds).toFixed(0)} files/s)`,
);

if (args.compare) {
  let differences = 0;
  let moves = 0;
  for (const [rel, record] of converted) {
    let theirs;
    try {
      theirs = ts.importKIF(decode(readFileSync(join(args.compare, rel))));
    } catch (e) {
      console.error(`DIFF ${rel}: ${e.message}`);
      differences++;
      continue;
    }
    if (theirs instanceof Error) {
      console.error(`DIFF ${rel}: tsshogi cannot read it: ${theirs.message}`);
      differences++;
      continue;
    }
    const expected = lines(record);
    const actual = lines(theirs);
    if (expected !== actual) {
      console.error(`DIFF ${rel}:\n  tsshogi: ${expected}\n  kibitz:  ${actual}`);
      differences++;
    } else moves += expected.split(" ").length;
  }
  console.log(`compared ${converted.size} files (${moves} words of moves): ${differences} differ`);
  // A comparison that saw nothing would pass vacuously.
  if (differences || converted.size === 0) process.exit(1);
}
process.exit(failed ? 1 : 0);
