/**
 * A model page's reads (its loader's work, client/routes/models/route.tsx): a module of its own because
 * a first view runs no loader in the browser (it hydrates with the server's data), so their code, with
 * the data cache's reader, loads with the first client navigation to a model page instead.
 */
import type { SeriesCode } from '#shared/api/client-api';
import { loadModelContent } from '#client/content/models/all-models.ts';
import { cachedApi } from '#client/lib/data/api-query.ts';
import { unavailable } from '#client/lib/data/route-status.ts';

export async function readModel(context: unknown, code: SeriesCode) {
  const api = cachedApi(context);
  const [model, spec, notes, optional, { sections: _sections, ...content }] = await Promise.all([
    api.get('/api/client/queryModel', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesSpec/', { seriesCode: code }),
    api.get('/api/client/queryCarSeriesNotes/', { seriesCode: code }),
    api.get('/api/client/queryOptionalList', { seriesCode: code }),
    loadModelContent(code),
  ]);
  if (!model.ok || !model.data) unavailable(model, { notFound: true });
  return {
    code,
    content,
    model: model.data,
    spec: spec.ok && spec.data ? spec.data : null,
    notes: notes.ok && notes.data ? notes.data.notes : null,
    // The option list as read (the page carries it once); the page derives the catalogue from it.
    optional: optional.ok && optional.data ? optional.data : null,
  };
}
