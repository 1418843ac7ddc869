/**
 * The model's introduction with what hydrates after it in turn (the favourite button, the saved builds):
 * one chunk, which route.tsx hydrates as the section nears the viewport. Its buttons and its spec figures
 * are below the first view on a phone and on a desktop; the text above them needs no code to read.
 */
export { Intro, SavedBuilds } from './intro.tsx';
export { FavoriteButton } from './model-actions.tsx';
