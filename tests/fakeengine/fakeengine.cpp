// SPDX-License-Identifier: GPL-3.0-or-later
// kibitz-fake-engine: a scriptable engine process for the test suites. It speaks no protocol
// of its own; a small line-based script says what to print for which input line, and when to
// sleep, hang, crash, flood or send garbage. See README.md in this folder for the language.
//
// Output goes through C stdio (binary mode, flushed after every action) so that tests control
// every byte and every write boundary.

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <sys/resource.h>
#endif

namespace {

constexpr const char *programName = "kibitz-fake-engine";

enum class Op
{
    Say,
    SayCr,
    SayRaw,
    Err,
    Sleep,
    Crash,
    Exit,
    Hang,
    CloseIn,
    Mute,
    Flood,
    LongLine,
    Bytes,
    Quit,
};

struct Action
{
    Op op = Op::Say;
    std::string text; // verbatim text (say, saycr, sayraw, err, flood) or raw bytes (bytes)
    long long number = 0;
};

enum class Trigger
{
    Start,
    Word,
    WordNth,
    Any,
};

struct Rule
{
    Trigger trigger = Trigger::Word;
    std::string word;
    long long nth = 0;
    std::vector<Action> actions;
};

[[noreturn]] void die(const std::string &message, int code = 2)
{
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s\n", programName, message.c_str());
    std::fflush(stderr);
    std::exit(code);
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i])) ++i;
        const std::size_t begin = i;
        while (i < s.size() && !isSpace(s[i])) ++i;
        if (i > begin) out.push_back(s.substr(begin, i - begin));
    }
    return out;
}

bool parseNumber(std::string_view s, long long &value)
{
    s = trimmed(s);
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    if (s.empty() || s.size() > 18) return false;
    long long v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + (c - '0');
    }
    value = negative ? -v : v;
    return true;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// ---------------------------------------------------------------------------------------------
// Script parsing

class ScriptError
{
public:
    std::string message;
};

// Splits an action list on ';', where "\;" stands for a literal ';'.
std::vector<std::string> splitActions(std::string_view s)
{
    std::vector<std::string> out(1);
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == ';') {
            out.back() += ';';
            ++i;
        } else if (s[i] == ';') {
            out.emplace_back();
        } else {
            out.back() += s[i];
        }
    }
    return out;
}

Action parseAction(std::string_view chunk)
{
    while (!chunk.empty() && isSpace(chunk.front())) chunk.remove_prefix(1);
    std::size_t nameEnd = 0;
    while (nameEnd < chunk.size() && !isSpace(chunk[nameEnd])) ++nameEnd;
    const std::string_view name = chunk.substr(0, nameEnd);
    // Text arguments are verbatim after exactly one separating space: the fake engine must be
    // able to print leading and trailing blanks.
    std::string_view text = chunk.substr(nameEnd);
    if (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    const std::string_view arg = trimmed(text);

    Action a;
    auto requireNoArgument = [&] {
        if (!arg.empty())
            throw ScriptError{"'" + std::string(name) + "' takes no argument"};
    };
    auto requireNumber = [&](std::string_view s, long long min) {
        long long v = 0;
        if (!parseNumber(s, v) || v < min)
            throw ScriptError{"'" + std::string(name) + "' needs a number (got '" + std::string(s)
                              + "')"};
        return v;
    };

    if (name == "say") {
        a.op = Op::Say;
        a.text = text;
    } else if (name == "saycr") {
        a.op = Op::SayCr;
        a.text = text;
    } else if (name == "sayraw") {
        a.op = Op::SayRaw;
        a.text = text;
    } else if (name == "err") {
        a.op = Op::Err;
        a.text = text;
    } else if (name == "sleep") {
        a.op = Op::Sleep;
        a.number = requireNumber(arg, 0);
    } else if (name == "crash") {
        a.op = Op::Crash;
        requireNoArgument();
    } else if (name == "exit") {
        a.op = Op::Exit;
        a.number = requireNumber(arg, -2147483647);
    } else if (name == "hang") {
        a.op = Op::Hang;
        requireNoArgument();
    } else if (name == "closein") {
        a.op = Op::CloseIn;
        requireNoArgument();
    } else if (name == "mute") {
        a.op = Op::Mute;
        requireNoArgument();
    } else if (name == "quit") {
        a.op = Op::Quit;
        requireNoArgument();
    } else if (name == "flood") {
        a.op = Op::Flood;
        std::size_t countEnd = 0;
        while (countEnd < text.size() && !isSpace(text[countEnd])) ++countEnd;
        a.number = requireNumber(text.substr(0, countEnd), 0);
        std::string_view rest = text.substr(countEnd);
        if (!rest.empty()) rest.remove_prefix(1);
        a.text = rest;
    } else if (name == "longline") {
        a.op = Op::LongLine;
        a.number = requireNumber(arg, 0);
    } else if (name == "bytes") {
        a.op = Op::Bytes;
        std::string digits;
        for (char c : arg) {
            if (isSpace(c)) continue;
            if (hexDigit(c) < 0)
                throw ScriptError{"'bytes' needs hexadecimal digits (got '" + std::string(arg)
                                  + "')"};
            digits += c;
        }
        if (digits.size() % 2 != 0)
            throw ScriptError{"'bytes' needs an even number of hexadecimal digits"};
        for (std::size_t i = 0; i < digits.size(); i += 2)
            a.text += char(hexDigit(digits[i]) * 16 + hexDigit(digits[i + 1]));
    } else {
        throw ScriptError{"unknown action '" + std::string(name) + "'"};
    }
    return a;
}

Rule parseRule(std::string_view line)
{
    const std::size_t arrow = line.find("=>");
    if (arrow == std::string_view::npos)
        throw ScriptError{"expected '<trigger> => <action>[; <action>]...'"};
    const std::string_view trigger = trimmed(line.substr(0, arrow));
    if (trigger.empty()) throw ScriptError{"missing trigger before '=>'"};
    if (words(trigger).size() != 1) throw ScriptError{"a trigger is a single word"};

    Rule rule;
    if (trigger == "start") {
        rule.trigger = Trigger::Start;
    } else if (trigger == "*") {
        rule.trigger = Trigger::Any;
    } else if (const std::size_t hash = trigger.rfind('#');
               hash != std::string_view::npos && hash > 0) {
        rule.trigger = Trigger::WordNth;
        rule.word = trigger.substr(0, hash);
        if (!parseNumber(trigger.substr(hash + 1), rule.nth) || rule.nth < 1
            || trigger[hash + 1] == '-' || trigger[hash + 1] == '+')
            throw ScriptError{"'W#N' needs a line number N >= 1"};
        if (rule.word == "*" || rule.word == "start")
            throw ScriptError{"'#N' only follows an input word"};
    } else {
        rule.trigger = Trigger::Word;
        rule.word = trigger;
    }

    for (const std::string &chunk : splitActions(line.substr(arrow + 2))) {
        if (trimmed(chunk).empty()) continue; // "go =>" swallows the line; a trailing ';' is fine
        rule.actions.push_back(parseAction(chunk));
    }
    return rule;
}

std::vector<Rule> parseScript(const std::string &script)
{
    std::vector<Rule> rules;
    std::size_t begin = 0;
    int lineNumber = 0;
    while (begin <= script.size()) {
        std::size_t end = script.find('\n', begin);
        if (end == std::string::npos) end = script.size();
        std::string_view line(script.data() + begin, end - begin);
        begin = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string_view t = trimmed(line);
        if (t.empty() || t.front() == '#') continue;
        try {
            rules.push_back(parseRule(line));
        } catch (const ScriptError &e) {
            die("script line " + std::to_string(lineNumber) + ": " + e.message);
        }
    }
    return rules;
}

// ---------------------------------------------------------------------------------------------
// The last tic-tac-toe position seen, for {free} and {free2}

class Board
{
public:
    void setUxi() { m_uxi = true; }

    // Returns true when the line was a position line this class understands.
    bool update(std::string_view line)
    {
        const std::vector<std::string_view> w = words(line);
        if (w.size() < 2 || w[0] != "position") return false;
        if (w[1] == "xfen") return updateUxi(w);
        return updateTlf(w);
    }

    // The n-th (1-based) empty square in reading order (top-left first), in the dialect of the
    // last position: 0-8 for TLF, the keypad digit for UXI.
    std::string freeSquare(int n) const
    {
        for (int i = 0; i < 9; ++i) {
            if (m_taken[i]) continue;
            if (--n == 0) return std::to_string(m_uxi ? indexToKeypad(i) : i);
        }
        return "none";
    }

private:
    static int indexToKeypad(int i) { return (2 - i / 3) * 3 + i % 3 + 1; }
    static int keypadToIndex(int d) { return (2 - (d - 1) / 3) * 3 + (d - 1) % 3; }

    // position <9 cells> next <X|O> [moves <digits>]
    bool updateTlf(const std::vector<std::string_view> &w)
    {
        if (w[1].size() != 9) return false;
        std::array<bool, 9> taken{};
        for (int i = 0; i < 9; ++i) taken[i] = isMark(w[1][i]);
        applyMoves(taken, w, [](char c) { return c >= '0' && c <= '8' ? c - '0' : -1; });
        m_taken = taken;
        m_uxi = false;
        return true;
    }

    // position xfen <r1>/<r2>/<r3> <o|x> [moves d d ...]
    bool updateUxi(const std::vector<std::string_view> &w)
    {
        if (w.size() < 3) return false;
        std::array<bool, 9> taken{};
        int row = 0;
        int col = 0;
        for (char c : w[2]) {
            if (c == '/') {
                ++row;
                col = 0;
            } else if (c >= '1' && c <= '9') {
                col += c - '0';
            } else {
                if (row < 3 && col < 3) taken[row * 3 + col] = isMark(c);
                ++col;
            }
        }
        applyMoves(taken, w,
                   [](char c) { return c >= '1' && c <= '9' ? keypadToIndex(c - '0') : -1; });
        m_taken = taken;
        m_uxi = true;
        return true;
    }

    template<typename ToIndex>
    static void applyMoves(std::array<bool, 9> &taken, const std::vector<std::string_view> &w,
                           ToIndex toIndex)
    {
        bool inMoves = false;
        for (std::size_t k = 2; k < w.size(); ++k) {
            if (w[k] == "moves") {
                inMoves = true;
                continue;
            }
            if (!inMoves) continue;
            // Both "moves 53" and "moves 5 3" are accepted.
            for (char c : w[k]) {
                const int i = toIndex(c);
                if (i >= 0) taken[i] = true;
            }
        }
    }

    static bool isMark(char c) { return c == 'X' || c == 'x' || c == 'O' || c == 'o'; }

    std::array<bool, 9> m_taken{};
    bool m_uxi = false;
};

// ---------------------------------------------------------------------------------------------
// Running the script

class Engine
{
public:
    explicit Engine(std::vector<Rule> rules) : m_rules(std::move(rules)) {}

    int run()
    {
        if (const Rule *start = find(Trigger::Start, {}, 0)) execute(*start);
        std::string line;
        while (std::getline(std::cin, line)) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            ++m_lineCount;
            const std::vector<std::string_view> w = words(line);
            const std::string word = w.empty() ? std::string() : std::string(w.front());
            const long long nth = ++m_wordCounts[word];
            if (word == "uxi") m_board.setUxi();
            m_board.update(line);

            const Rule *rule = find(Trigger::WordNth, word, nth);
            if (!rule) rule = find(Trigger::Word, word, 0);
            // '*' never swallows quit, so that a catch-all rule still lets the engine stop.
            if (!rule && word != "quit") rule = find(Trigger::Any, {}, 0);
            if (rule)
                execute(*rule);
            else if (word == "quit")
                finish(0);
        }
        finish(0);
    }

private:
    const Rule *find(Trigger trigger, const std::string &word, long long nth) const
    {
        for (const Rule &r : m_rules) {
            if (r.trigger != trigger) continue;
            if (trigger == Trigger::Word && r.word != word) continue;
            if (trigger == Trigger::WordNth && (r.word != word || r.nth != nth)) continue;
            return &r;
        }
        return nullptr;
    }

    std::string expand(std::string_view text, long long index = -1) const
    {
        std::string out;
        out.reserve(text.size());
        std::size_t i = 0;
        while (i < text.size()) {
            if (text[i] == '{') {
                const std::size_t close = text.find('}', i);
                if (close != std::string_view::npos) {
                    const std::string_view key = text.substr(i + 1, close - i - 1);
                    std::string value;
                    bool known = true;
                    if (key == "free")
                        value = m_board.freeSquare(1);
                    else if (key == "free2")
                        value = m_board.freeSquare(2);
                    else if (key == "n")
                        value = std::to_string(m_lineCount);
                    else if (key == "i" && index >= 0)
                        value = std::to_string(index);
                    else
                        known = false;
                    if (known) {
                        out += value;
                        i = close + 1;
                        continue;
                    }
                }
            }
            out += text[i++];
        }
        return out;
    }

    void write(std::string_view bytes)
    {
        if (m_muted || bytes.empty()) return;
        std::fwrite(bytes.data(), 1, bytes.size(), stdout);
    }

    void flush()
    {
        std::fflush(stdout);
    }

    [[noreturn]] void finish(int code)
    {
        std::fflush(stdout);
        std::fflush(stderr);
        std::exit(code);
    }

    void execute(const Rule &rule)
    {
        for (const Action &a : rule.actions) {
            switch (a.op) {
            case Op::Say:
                write(expand(a.text) + '\n');
                flush();
                break;
            case Op::SayCr:
                write(expand(a.text) + "\r\n");
                flush();
                break;
            case Op::SayRaw:
                write(expand(a.text));
                flush();
                break;
            case Op::Err: {
                const std::string text = expand(a.text) + '\n';
                std::fwrite(text.data(), 1, text.size(), stderr);
                std::fflush(stderr);
                break;
            }
            case Op::Sleep:
                flush();
                std::this_thread::sleep_for(std::chrono::milliseconds(a.number));
                break;
            case Op::Crash:
                crash();
            case Op::Exit:
                finish(int(a.number));
            case Op::Hang:
                hang();
            case Op::CloseIn:
                // The only reader of the pipe gone: a write to it fails (EPIPE) while this
                // process lives on.
                std::fclose(stdin);
                break;
            case Op::Mute:
                flush();
                m_muted = true;
                break;
            case Op::Flood:
                flood(a);
                break;
            case Op::LongLine:
                longLine(a.number);
                break;
            case Op::Bytes:
                write(a.text);
                flush();
                break;
            case Op::Quit:
                finish(0);
            }
        }
    }

    void flood(const Action &a)
    {
        // Expand everything but {i} once; only the index changes between lines.
        const std::string text = expand(a.text);
        std::vector<std::string> parts;
        std::size_t begin = 0;
        for (std::size_t at; (at = text.find("{i}", begin)) != std::string::npos; begin = at + 3)
            parts.push_back(text.substr(begin, at - begin));
        parts.push_back(text.substr(begin));
        std::string line;
        for (long long i = 1; i <= a.number; ++i) {
            line.clear();
            for (std::size_t p = 0; p < parts.size(); ++p) {
                if (p > 0) line += std::to_string(i);
                line += parts[p];
            }
            line += '\n';
            write(line);
        }
        flush();
    }

    void longLine(long long size)
    {
        const std::string chunk(64 * 1024, 'a');
        while (size > 0) {
            const long long n = std::min<long long>(size, chunk.size());
            write(std::string_view(chunk.data(), std::size_t(n)));
            size -= n;
        }
        write("\n");
        flush();
    }

    [[noreturn]] void crash()
    {
        std::fflush(stdout);
        std::fflush(stderr);
        // A test crash should not leave core files (or crash reports) behind.
#if defined(__linux__)
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
#if defined(__unix__) || defined(__APPLE__)
        const rlimit noCore{0, 0};
        setrlimit(RLIMIT_CORE, &noCore);
#endif
#if defined(_MSC_VER)
        _set_abort_behavior(0, _WRITE_ABORT_MSG | _CALL_REPORTFAULT);
#endif
        std::abort();
    }

    [[noreturn]] void hang()
    {
        flush();
        // Never read stdin again, so not even EOF or quit ends the process.
        for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    }

    std::vector<Rule> m_rules;
    std::map<std::string, long long> m_wordCounts;
    long long m_lineCount = 0;
    Board m_board;
    bool m_muted = false;
};

void usage()
{
    std::fprintf(stderr,
                 "usage: %s SCRIPTFILE\n"
                 "       %s --script-text \"TRIGGER => ACTION[; ACTION]...\\n...\"\n"
                 "A scriptable fake engine for Kibitz's tests; see tests/fakeengine/README.md.\n",
                 programName, programName);
}

} // namespace

int main(int argc, char *argv[])
{
#if defined(_WIN32)
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stdin), _O_BINARY);
#endif
    // Big buffer for flood and longline; every action flushes explicitly.
    static char outBuffer[1 << 16];
    std::setvbuf(stdout, outBuffer, _IOFBF, sizeof outBuffer);

    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();

    std::string script;
    if (args.size() == 3 && args.at(1) == QLatin1String("--script-text")) {
        script = args.at(2).toStdString();
    } else if (args.size() == 2 && !args.at(1).startsWith(QLatin1Char('-'))) {
        QFile file(args.at(1));
        if (!file.open(QIODevice::ReadOnly))
            die("cannot read script " + args.at(1).toStdString() + ": "
                + file.errorString().toStdString());
        script = file.readAll().toStdString();
    } else {
        usage();
        return 2;
    }

    std::ios::sync_with_stdio(false);
    Engine engine(parseScript(script));
    return engine.run();
}
