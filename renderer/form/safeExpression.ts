/**
 * A safe evaluator for Formily's "{{ … }}" expressions, registered with Schema.registerCompiler so that
 * Formily never reaches its `new Function` compiler (the production CSP needs no unsafe-eval).
 *
 * Accepted: literals (numbers, strings, true, false, null, undefined), the scope roots $deps,
 * $dependencies, $self, $values, $record and $form, member access (a.b, a[0], a['b']), comparisons
 * (=== !== == != < <= > >=), && || ! , unary minus on numbers, ?: and parentheses. Everything else —
 * calls, assignments, arithmetic, other names, __proto__/constructor/prototype — is a configuration
 * error (ExpressionError). Nothing is ever called: functions cannot be invoked from an expression.
 */
import { Schema } from '@formily/react';
import { ExpressionError, ROOTS, parseExpression, type Node } from './expressionParser';

export { ExpressionError };

const BLOCKED_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const parsed = new Map<string, Node>();

function member(object: unknown, key: unknown, source: string): unknown {
  const name = typeof key === 'number' ? String(key) : key;
  if (typeof name !== 'string') throw new ExpressionError(source, '属性名只能是字符串或数字');
  if (BLOCKED_KEYS.has(name)) throw new ExpressionError(source, `不允许访问属性 "${name}"`);
  if (object === null || object === undefined) return undefined;
  return (object as Record<string, unknown>)[name];
}

function evaluate(node: Node, scope: Record<string, unknown>, source: string): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'root':
      if (!ROOTS.has(node.name)) throw new ExpressionError(source, `不允许使用名称 "${node.name}"`);
      return scope[node.name];
    case 'member':
      return member(evaluate(node.object, scope, source), node.computed ? evaluate(node.property, scope, source) : node.name, source);
    case 'unary': {
      const v = evaluate(node.argument, scope, source);
      if (node.operator === '!') return !v;
      if (typeof v !== 'number') throw new ExpressionError(source, '负号只能用于数字');
      return -v;
    }
    case 'logical': {
      const left = evaluate(node.left, scope, source);
      if (node.operator === '&&') return left ? evaluate(node.right, scope, source) : left;
      return left ? left : evaluate(node.right, scope, source);
    }
    case 'binary': {
      const a = evaluate(node.left, scope, source) as never;
      const b = evaluate(node.right, scope, source) as never;
      switch (node.operator) {
        case '===':
          return a === b;
        case '!==':
          return a !== b;
        case '==':
          return a == b;
        case '!=':
          return a != b;
        case '<':
          return a < b;
        case '<=':
          return a <= b;
        case '>':
          return a > b;
        case '>=':
          return a >= b;
      }
      break;
    }
    case 'conditional':
      return evaluate(node.test, scope, source) ? evaluate(node.consequent, scope, source) : evaluate(node.alternate, scope, source);
  }
  throw new ExpressionError(source, '无法求值');
}

/** Evaluates the text between {{ and }} in a scope; throws ExpressionError for anything outside the subset. */
export function evaluateSafeExpression(expression: string, scope: Record<string, unknown> = {}): unknown {
  let node = parsed.get(expression);
  if (!node) {
    node = parseExpression(expression);
    parsed.set(expression, node);
  }
  return evaluate(node, scope, expression);
}

let registered = false;

/** Makes Formily compile every "{{ … }}" with evaluateSafeExpression (idempotent). */
export function registerSafeCompiler(): void {
  if (registered) return;
  Schema.registerCompiler((expression: string, scope: unknown) =>
    evaluateSafeExpression(expression, (scope ?? {}) as Record<string, unknown>),
  );
  registered = true;
}
