import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { staticFiles } from './front.ts';

function clientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'entry-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('staticFiles', () => {
  const dir = clientDir();

  it.each(['/', '/models/es', '/news/12', '/dealer'])('hands the page %s on in the same turn, without a file lookup', (page) => {
    const next = vi.fn();
    // A page path never reaches the router: this stand-in request would fail in it.
    staticFiles(dir)({ path: page } as Request, {} as Response, next);
    expect(next).toHaveBeenCalledWith();
  });

  it.each([
    ['/favicon.svg', 200],
    ['/assets/entry-abc123.js', 200],
    ['/ASSETS/entry-abc123.js', 200],
    ['/assets/missing-123.js', 404],
    ['/assets', 301],
    ['/missing.txt', 418],
  ])('answers %s from the files (%i), or hands it on when no file is there', async (file, status) => {
    const app = express();
    app.use(staticFiles(dir));
    app.use((_req, res) => void res.status(418).end());
    expect((await request(app).get(file)).status).toBe(status);
  });
});
