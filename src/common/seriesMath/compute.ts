import { numberInReason } from './messages';
import type { FormulaNode } from './parser';

/**
 * The value of a parsed formula at one period. A value that cannot be computed is null with the reason
 * (without the period; the caller adds it): division by zero, log of a number <= 0, or a result that
 * is not a finite number (an overflow, a fractional power of a negative number).
 */

export type NodeValue = { value: number } | { value: null; reason: string };

/** How a divisor or an argument is named in a reason: "b = 0" for an input, "mẫu số = 0" otherwise. */
function describe(node: FormulaNode, value: number, fallback: string): string {
  if (node.kind === 'name') return `${node.name} = ${numberInReason(value)}`;
  return `${fallback} = ${numberInReason(value)}`;
}

class Undefined extends Error {}

function evaluate(
  node: FormulaNode,
  values: Readonly<Record<string, number>>,
  fail: { reason: string },
): number {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'name':
      return values[node.name] ?? Number.NaN;
    case 'negate':
      return -evaluate(node.operand, values, fail);
    case 'call': {
      const argument = evaluate(node.argument, values, fail);
      if (node.fn === 'abs') return Math.abs(argument);
      if (node.fn === 'exp') return Math.exp(argument);
      if (argument <= 0) {
        fail.reason = `Không lấy được log của số không dương (${describe(node.argument, argument, 'đối số')})`;
        throw new Undefined();
      }
      return Math.log(argument);
    }
    case 'binary': {
      const left = evaluate(node.left, values, fail);
      const right = evaluate(node.right, values, fail);
      switch (node.op) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          if (right === 0) {
            fail.reason = `Chia cho 0 (${describe(node.right, right, 'mẫu số')})`;
            throw new Undefined();
          }
          return left / right;
        case '^':
          return left ** right;
      }
    }
  }
}

export function computeNode(node: FormulaNode, values: Readonly<Record<string, number>>): NodeValue {
  const fail = { reason: '' };
  try {
    const value = evaluate(node, values, fail);
    if (!Number.isFinite(value))
      return { value: null, reason: 'Kết quả không xác định (tràn số hoặc lũy thừa không hợp lệ)' };
    return { value };
  } catch (error) {
    if (error instanceof Undefined) return { value: null, reason: fail.reason };
    throw error;
  }
}
