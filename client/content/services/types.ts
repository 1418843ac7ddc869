/** Typed content of the service pages: fixed marketing copy lives here, not in components. */

import type { ServiceSlug } from '#shared/paths';

export type { ServiceSlug };

export interface ServiceItem {
  title: string;
  text: string;
}

export interface ServicePlan {
  name: string;
  /** Price in yuan. */
  price: number;
  /** e.g. `1年`. */
  term: string;
  features: string[];
  /** The recommended plan is emphasised. */
  featured?: boolean;
}

/** The anchor of one question on its page (`#q-recall`): the accordion's item and a search result's link. */
export function faqAnchor(itemId: string): string {
  return `q-${itemId}`;
}

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

interface SectionBase {
  /** Anchor id, unique within the page. */
  id: string;
  title: string;
  lead?: string;
}

export type ServiceSection =
  | (SectionBase & { kind: 'features'; items: ServiceItem[] })
  | (SectionBase & { kind: 'steps'; items: ServiceItem[] })
  | (SectionBase & { kind: 'plans'; plans: ServicePlan[]; note?: string })
  | (SectionBase & { kind: 'text'; paragraphs: string[] })
  | (SectionBase & { kind: 'faq'; items: FaqItem[] });

export interface ServicePage {
  slug: ServiceSlug;
  /** Small line above the heading. */
  eyebrow: string;
  /** The page's one h1. */
  heading: string;
  lead: string;
  meta: { title: string; description: string };
  sections: ServiceSection[];
}
