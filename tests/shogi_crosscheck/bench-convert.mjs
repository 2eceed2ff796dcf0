// Batch conversion side by side: `kibitz-cli convert --in DIR --out DIR --format kifu` against
// tsshogi doing the same work in one node process (tsshogi-convert.mjs), each timed as a whole
// process, alternately, into new output folders; `cp -r` of the same tree is printed beside them as
// what the file system alone takes. The tree is the shared shogi files copied COPIES times into
// subfolders (issue 11 measures 40 copies: 3,440 records).
//   node bench-convert.mjs --cli KIBITZ_CLI --js DIR_WITH_NODE_MODULES --data SHARED_SHOGI
//        [--work DIR] [--copies 40] [--runs 5]
// Prints each run and the medians; exits 1 only when a conversion fails or the two write a
// different number of files. It never judges the times.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const args = { copies: "40", runs: "5" };
for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
for (const key of ["cli", "js", "data"]) {
  if (!args[key]) {
    console.error(`missing --${key}`);
    process.exit(2);
  }
}
const copies = Number(args.copies);
const runs = Number(args.runs);
const work = mkdtempSync(join(args.work ?? tmpdir(), "kibitz-bench-convert-"));
const input = join(work, "in");
// Only the records: the engine logs beside them are no part of the work.
const isRecord = (path) => /\.(kif|kifu|ki2|ki2u|csa|jkf|sfen)$/i.test(path);
const filter = (source) => statSync(source).isDirectory() || isRecord(source);
for (let c = 1; c <= copies; c++)
  cpSync(args.data, join(input, `c${String(c).padStart(2, "0")}`), { recursive: true, filter });

const countFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) => n + (e.isDirectory() ? countFiles(join(dir, e.name)) : 1),
    0,
  );

const here = dirname(fileURLToPath(import.meta.url));
const tools = {
  kibitz: (out) => [args.cli, ["convert", "--in", input, "--out", out, "--format", "kifu"]],
  tsshogi: (out) => [process.execPath, [join(here, "tsshogi-convert.mjs"), "--js", args.js, "--in", input, "--out", out]],
  "cp -r": (out) => ["cp", ["-r", input, out]],
};

const times = Object.fromEntries(Object.keys(tools).map((name) => [name, []]));
let failed = false;
for (let run = 1; run <= runs; run++) {
  const line = [];
  for (const [name, command] of Object.entries(tools)) {
    const out = join(work, `out-${name.replace(/\W/g, "")}-${run}`);
    const [program, argv] = command(out);
    const started = process.hrtime.bigint();
    const result = spawnSync(program, argv, { stdio: ["ignore", "ignore", "pipe"] });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // kibitz-cli warns of a multi-record SFEN file and converts its first record, as tsshogi
    // does: only the exit status says whether the conversion failed.
    if (result.status !== 0) {
      console.error(`${name} failed (exit ${result.status}): ${result.stderr}`);
      failed = true;
    }
    times[name].push(seconds);
    line.push(`${name} ${seconds.toFixed(3)} s`);
  }
  console.log(`run ${run}: ${line.join(", ")}`);
}

const kibitzFiles = countFiles(join(work, "out-kibitz-1"));
const tsshogiFiles = countFiles(join(work, "out-tsshogi-1"));
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const k = median(times.kibitz);
const t = median(times.tsshogi);
console.log(
  `${countFiles(input)} files (${copies} copies); median of ${runs}: kibitz-cli ${k.toFixed(3)} s, ` +
    `tsshogi ${t.toFixed(3)} s, cp -r ${median(times["cp -r"]).toFixed(3)} s; ` +
    `kibitz-cli is ${(t / k).toFixed(1)}× faster; files written: kibitz ${kibitzFiles}, tsshogi ${tsshogiFiles}`,
);
rmSync(work, { recursive: true, force: true });
if (failed || kibitzFiles !== tsshogiFiles) process.exit(1);
