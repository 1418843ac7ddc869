/** The price of a build: the grade and each choice, in integer yuan. */
import { type Build, type Catalogue, type ChoiceKind, findChoice, priceOf, selectedCodes } from './catalogue.ts';

export interface PriceLine {
  kind: ChoiceKind | 'grade';
  /** Choice code, or the grade id. */
  code: string;
  name: string;
  price: number;
}

export interface Priced {
  lines: PriceLine[];
  total: number;
}

/** Grade price plus each choice, in integer yuan. Unknown codes count nothing (a resolved build has none). */
export function priceBuild(catalogue: Catalogue, build: Build): Priced {
  const grade = catalogue.grades.find((g) => g.id === build.grade);
  const lines: PriceLine[] = grade
    ? [{ kind: 'grade', code: String(grade.id), name: grade.name, price: grade.price }]
    : [];
  for (const code of selectedCodes(build)) {
    const choice = findChoice(catalogue, code);
    if (choice) lines.push({ kind: choice.kind, code, name: choice.name, price: priceOf(choice, build.grade) });
  }
  return { lines, total: lines.reduce((sum, l) => sum + Math.round(l.price), 0) };
}
