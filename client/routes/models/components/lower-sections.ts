/**
 * The model page's sections that no first view shows, at 375 px or at 1440 px: the 360 viewer's
 * section, 车型与价格 and 说明. One chunk; route.tsx hydrates each as it nears the viewport.
 */
export { Viewer360, Views } from './views.tsx';
export { AddToCompareButton, Grades } from './grades.tsx';
export { ModelNotes } from '#client/features/model/model-notes.tsx';
