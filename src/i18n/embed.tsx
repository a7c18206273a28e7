import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a link, a bold word): `{name}` in the text marks where each
 * goes, so every language puts them where its word order wants them.
 */
export function embed(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>);
}
