// Must-show of the record analysis: `kibitz-cli analyse --engine bundled --movetime 100` over six
// of ShogiHome's usi-csa-bridge records puts a `#` score on every main-line move, prints a summary
// per record, and leaves the moves as they were — read by tsshogi (the library behind ShogiHome)
// before and after. It runs with --jobs 1 and --jobs 2 and prints both times (figures, not
// asserted: the machine may be busy).
//   node tsshogi-analysed.mjs --cli KIBITZ_CLI --data BRIDGE_DIR --js DIR_WITH_NODE_MODULES --work DIR
// Exits 1 on any difference, missing score or missing summary.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const args = {};
for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
for (const key of ["cli", "data", "js", "work"]) {
  if (!args[key]) {
    console.error(`missing --${key}`);
    process.exit(2);
  }
}
const ts = createRequire(join(args.js, "package.json"))("tsshogi");

// Six games: three of 12 moves, three of 6 (20 and 22 carry the players' own ** comments).
const games = ["2", "5", "6", "7", "20", "22"];
const input = join(args.work, "in");
rmSync(args.work, { recursive: true, force: true });
mkdirSync(input, { recursive: true });
for (const g of games) copyFileSync(join(args.data, g, "record.kifu"), join(input, `${g}.kifu`));

let failed = 0;
function fail(message) {
  console.error(`FAIL: ${message}`);
  failed = 1;
}

function read(path) {
  const record = ts.importKIF(readFileSync(path, "utf8"));
  if (record instanceof Error) throw new Error(`${path}: ${record.message}`);
  return record;
}

// The main line's moves (USI) and each one's comment.
function mainLine(record) {
  const moves = [];
  for (let node = record.first.next; node; node = node.next)
    if (node.move instanceof ts.Move) moves.push({ usi: node.move.usi, comment: node.comment });
  return moves;
}

function analyse(jobs) {
  const out = join(args.work, `out-jobs${jobs}`);
  const started = process.hrtime.bigint();
  const stdout = execFileSync(
    args.cli,
    ["analyse", "--engine", "bundled", "--in", input, "--out", out, "--movetime", "100", "--jobs", `${jobs}`],
    { encoding: "utf8" },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { out, stdout, seconds };
}

const runs = [analyse(1), analyse(2)];
for (const run of runs) {
  for (const g of games) {
    const name = `${g}.kifu`;
    const lines = run.stdout.split("\n");
    const at = lines.findIndex((l) => l.startsWith(join(input, name) + ": ") && l.includes(" moves analysed by "));
    if (at < 0) fail(`${run.out}: no summary line for ${name}`);
    else if (!lines[at + 1]?.startsWith("  Sente: accuracy ") || !lines[at + 2]?.startsWith("  Gote: accuracy "))
      fail(`${run.out}: no per-side summary for ${name}`);
    const before = mainLine(read(join(input, name)));
    const after = mainLine(read(join(run.out, name)));
    const movesBefore = before.map((m) => m.usi).join(" ");
    const movesAfter = after.map((m) => m.usi).join(" ");
    if (movesBefore !== movesAfter) fail(`${run.out}/${name}: moves ${movesAfter}, not ${movesBefore}`);
    after.forEach((m, i) => {
      if (!/^#(評価値|詰み)=/m.test(m.comment)) fail(`${run.out}/${name}: move ${i + 1} has no # score`);
      // The players' own think comments stay.
      const own = before[i]?.comment.split("\n").filter((l) => l.startsWith("*")) ?? [];
      for (const l of own) if (!m.comment.split("\n").includes(l)) fail(`${run.out}/${name}: move ${i + 1} lost '${l}'`);
    });
    if (run === runs[0]) console.log(`${name}: ${after.length} moves, each with a # score; tsshogi reads the same moves`);
  }
}
const [one, two] = runs;
console.log(`--jobs 1: ${one.seconds.toFixed(2)} s, --jobs 2: ${two.seconds.toFixed(2)} s, ratio ${(two.seconds / one.seconds).toFixed(2)}`);
process.stdout.write(one.stdout);
process.exit(failed);
