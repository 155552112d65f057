import ts from "typescript";

// User-visible English written straight into recruiter TSX instead of read from
// messages/recruiter.en.json (docs/decisions/365, 420). Flags JSX text, string attributes other
// than the technical ones below, strings placed in JSX as {"…"} or `…`, and strings handed to a
// toast or confirm. Class names, ids, hrefs and keys are not words a reader sees.
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

const VISIBLE_PROPERTIES = /^(label|title|description|message|hint|placeholder|text|empty|heading|caption|summary|subtitle|meta|intro|error)$/;

export type Literal = { line: number; text: string };

// an example address in a placeholder is no word to translate
const hasWord = (text: string) => /\p{L}/u.test(text) && !/^https?:\/\/\S*$/.test(text.trim());

function isTechnicalAttribute(name: string) {
  return TECHNICAL_ATTRIBUTES.has(name) || name.startsWith("data-") || /ClassName$|Id$|Href$|^on[A-Z]/.test(name);
}

export function findLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (hasWord(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  // the strings an expression can end in: "a", cond ? "a" : "b", x ?? "a", `a ${b}`
  const strings = (node: ts.Expression, at: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(at, node.text);
    else if (ts.isTemplateExpression(node)) report(at, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" "));
    else if (ts.isConditionalExpression(node)) {
      strings(node.whenTrue, at);
      strings(node.whenFalse, at);
    }
    else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)) {
      strings(node.left, at);
      strings(node.right, at);
    } else if (ts.isParenthesizedExpression(node)) strings(node.expression, at);
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
    else if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : "";
      if (MESSAGE_CALLS.has(callee) && node.arguments[0]) strings(node.arguments[0], node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
