// What every page of the hall is made with: where its links go, its language, whether it listens for changes, and
// the words it speaks (the catalogues' `hall` section and the printouts' terms).
import type { Language } from '#api/languages';
import { printLabels, type PrintLabels } from '#formats/printouts/labels';
import { catalogue, type Translate } from '#i18n/catalogue';

/** Where each page is: the hall serves addresses (`/t/3/round/2?lang=et`), the website files beside each other. */
export interface HallLinks {
  /** The list of the tournaments being played; the website of one tournament has none. */
  home(): string | null;
  tournament(id: number): string;
  round(id: number, round: number): string;
  crosstable(id: number): string;
  player(id: number, no: number): string;
  /** The same page in another language. */
  inLanguage(language: Language): string;
  stylesheet: string;
  script: string;
}

export interface PageContext {
  lang: Language;
  links: HallLinks;
  /** Live pages listen for changes (the hall); the website's are as published. */
  live: boolean;
  /** The moment the website was published (its pages say so); null in the hall. */
  publishedAt: string | null;
}

export interface Words {
  t: Translate;
  labels: PrintLabels;
}

export function wordsOf(lang: Language): Words {
  return { t: catalogue(lang), labels: printLabels(lang) };
}
