// The parser import-x reads imported modules with (no-cycle, no-restricted-paths): TypeScript's syntax tree
// alone, without the scope analysis @typescript-eslint/parser's parseForESLint builds and import-x never reads.
import { parse } from '@typescript-eslint/typescript-estree';
import { visitorKeys } from '@typescript-eslint/visitor-keys';

export { parse, visitorKeys as VisitorKeys };
