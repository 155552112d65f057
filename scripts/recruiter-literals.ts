import ts from "typescript";

// User-visible English written straight into recruiter TSX instead of read from
// messages/recruiter.en.json (docs/decisions/365, 420). Flags JSX text, string attributes other
// than the technical ones below, strings placed in JSX as {"…"} or `…`, and strings handed to a
// toast or confirm. Class names, ids, hrefs and keys are not words a reader sees. In components and
// in the .ts helpers the screens build words with (docs/decisions/430, 431) it also flags the prose
// they return, throw, store in a field or hand to a function, and the strings of their constants of words.
const TECHNICAL_ATTRIBUTES = new Set([
  "className", "id", "key", "href", "src", "type", "name", "role", "htmlFor", "method", "action", "rel", "target",
  "autoComplete", "inputMode", "pattern", "accept", "lang", "hrefLang", "dir", "form", "encType", "d", "viewBox",
  "fill", "stroke", "strokeWidth", "fillRule", "clipRule", "xmlns", "width", "height", "x", "y", "cx", "cy", "r",
  "points", "transform", "dataKey", "interval", "autoCapitalize", "autoCorrect", "strokeLinecap", "strokeLinejoin", "strokeOpacity", "fillOpacity", "preserveAspectRatio", "colSpan", "rowSpan", "tabIndex", "maxLength", "minLength", "rows", "cols", "list", "capture", "orientation", "placement", "status", "icon", "color", "gap", "justify", "format", "layout", "variant", "size", "tone", "as", "align", "scope", "wrap", "loading", "value", "defaultValue",
  "min", "max", "step", "spellCheck", "enterKeyHint", "prefetch", "download", "sizes", "mode", "kind", "side",
  "aria-controls", "aria-describedby", "aria-labelledby", "aria-live", "aria-hidden", "aria-current", "aria-haspopup",
  "aria-expanded", "aria-sort", "aria-modal", "aria-orientation", "aria-relevant", "aria-atomic", "aria-invalid",
  "aria-busy", "aria-disabled", "aria-pressed", "aria-selected", "aria-checked", "aria-autocomplete", "aria-activedescendant",
  "aria-owns", "aria-keyshortcuts", "aria-level", "aria-setsize", "aria-posinset", "aria-rowcount", "aria-colcount", "aria-rowindex", "aria-colindex", "aria-multiselectable", "aria-readonly", "aria-required",
]);
// handed a message the reader sees
const MESSAGE_CALLS = new Set(["show", "confirm", "alert", "toast", "setError"]);
const SELECTOR_CALLS = new Set(["querySelector", "querySelectorAll", "closest", "matches"]);

const VISIBLE_PROPERTIES = /^(label|title|description|message|hint|placeholder|text|empty|heading|caption|summary|subtitle|meta|intro|error)$/;

export type Literal = { line: number; text: string };

// an example address in a placeholder is no word to translate
const hasWord = (text: string) => /\p{L}/u.test(text) && !/^https?:\/\/\S*$/.test(text.trim());

// Constants that hold words by name: STATUS_LABELS, ATTACHMENT_HINT, SCORE_WORDS, FIELD_NAMES…
const WORD_CONSTANTS = /^[A-Z][A-Z0-9_]*_(LABELS?|HINTS?|TEXTS?|WORDS|NAMES|MESSAGES?|TITLES?|SENTENCES|INSTRUCTIONS|OVERRIDES)$/;

// A string a helper returns, throws, stores in a field or hands to a function reads as prose when it
// has two words in a row; ids ("stage-3"), enum values ("active"), keys ("a.b"),
// header names ("Content-Type") and class lists ("flex gap-2", every word plain, prefixed or
// hyphenated, one at least so) do not, nor a message to a developer that names code (useToast, <Provider>).
function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (!hasWord(trimmed)) return false;
  const tokens = trimmed.split(/\s+/);
  if (tokens.every((token) => /^[a-z0-9:_\-[\]/.%!#]+$/.test(token)) && tokens.some((token) => /[-:]/.test(token))) return false;
  if (/\b[a-z]+[A-Z]\w*\b|<[A-Z]\w*>/.test(trimmed)) return false;
  return /\p{L}{2,}[,;:]?\s+\p{L}/u.test(trimmed);
}

function isTechnicalAttribute(name: string) {
  return TECHNICAL_ATTRIBUTES.has(name) || name.startsWith("data-") || /ClassName$|Id$|Href$|^on[A-Z]/.test(name);
}

export function findLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string, prose = false) => {
    if (prose ? isProse(text) : hasWord(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  // the strings an expression can end in: "a", cond ? "a" : "b", x ?? "a", `a ${b}`; `prose`: only
  // those that read as prose (what a function returns or throws may as well be an id)
  const strings = (node: ts.Expression, at: ts.Node, prose = false) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(at, node.text, prose);
    else if (ts.isTemplateExpression(node)) report(at, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" "), prose);
    else if (ts.isConditionalExpression(node)) {
      strings(node.whenTrue, at, prose);
      strings(node.whenFalse, at, prose);
    }
    else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)) {
      strings(node.left, at, prose);
      strings(node.right, at, prose);
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) strings(node.expression, at, prose);
    // a word picked from an object or list of words: { open: "…", closed: "…" }[state]
    else if (ts.isElementAccessExpression(node)) strings(node.expression, at, prose);
    // a helper's object or list of words: return { draggable: "…" }, const ROWS = ["…"]
    else if (prose && ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) strings(property.initializer, property, prose);
    } else if (prose && ts.isArrayLiteralExpression(node)) node.elements.forEach((element) => strings(element, element, prose));
  };
  // every string inside a constant of words: its values, its items, its entries' values
  const wordsIn = (node: ts.Expression) => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) wordsIn(property.initializer);
    } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(wordsIn);
    else if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) wordsIn(node.expression);
    else strings(node, node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      if (!isTechnicalAttribute(name)) {
        if (ts.isStringLiteral(node.initializer)) report(node, node.initializer.text);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) strings(node.initializer.expression, node);
      }
      // handlers and elements passed as props hold strings of their own
      if (ts.isJsxExpression(node.initializer)) ts.forEachChild(node.initializer, visit);
      return;
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) strings(node.expression, node);
    // { label: "…" } and its kin: rows, options and tabs built for the screen
    else if (ts.isPropertyAssignment(node) && VISIBLE_PROPERTIES.test(node.name.getText(file))) strings(node.initializer, node);
    else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : "";
      const args = node.arguments ?? [];
      if (MESSAGE_CALLS.has(callee) && args[0]) strings(args[0], node);
      // a sentence handed on to be shown: fail(key, "label", "Write the question…"), new Error("…");
      // the console's words are for developers, a selector is no sentence
      else if (!SELECTOR_CALLS.has(callee) && !(ts.isPropertyAccessExpression(node.expression) && node.expression.expression.getText(file) === "console")) args.forEach((arg) => strings(arg, arg, true));
    }
    // errors.title = "…", found[field] = "…"
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left))) strings(node.right, node, true);
    // what a helper returns or throws for a screen to show: return "…", () => `…`, throw new Error("…")
    else if ((ts.isReturnStatement(node) || ts.isThrowStatement(node)) && node.expression) strings(node.expression, node, true);
    else if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) strings(node.body, node.body, true);
    else if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isIdentifier(node.name) && WORD_CONSTANTS.test(node.name.text)) wordsIn(node.initializer);
      else strings(node.initializer, node, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
