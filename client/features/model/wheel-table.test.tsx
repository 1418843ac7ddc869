import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '#shared/domain/configurator/catalogue';
import { fixtureModel, fixtureOptional } from '../../../tests/support/catalogue-fixture.ts';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { WheelTable, wheelRows } from './wheel-table.tsx';

const catalogue = buildCatalogue(fixtureModel, fixtureOptional);

describe('wheelRows', () => {
  it('gives each grade the wheel the catalogue makes standard on it and the others it offers, with their prices', () => {
    const rows = wheelRows(catalogue, fixtureModel.wheels);
    expect(
      rows.map((r) => [r.grade, r.standard.code, r.optional.map((o) => `${o.wheel.code} ${o.price}`)]),
    ).toEqual([
      ['ES 200 卓越版', 'W17', ['W18 6000']],
      ['ES 260 典雅版', 'W17', ['W18 6000', 'W19 12000']],
      ['ES 300h 尊享版', 'W19', ['W18 6000']],
    ]);
  });

  it('leaves out a grade whose standard wheel the model does not list', () => {
    const rows = wheelRows(catalogue, fixtureModel.wheels.filter((w) => w.code !== 'W19'));
    expect(rows.map((r) => r.grade)).toEqual(['ES 200 卓越版', 'ES 260 典雅版']);
  });
});

describe('WheelTable', () => {
  it('lists model, grade, standard wheel, optional wheels with their price and the standard wheel image', () => {
    render(
      <TestEnv>
        <WheelTable modelName="ES" catalogue={catalogue} wheels={fixtureModel.wheels} />
      </TestEnv>,
    );
    const table = screen.getByRole('table', { name: 'ES 各车型轮毂配置' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['车型', '版本', '标配轮毂', '选装轮毂', '轮毂样式']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [entry, mid, top] = rows;
    if (!entry || !mid || !top) throw new Error('missing rows');
    expect(within(top).getByRole('rowheader').textContent).toBe('ES 300h 尊享版');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(top)).toEqual(['ES', '19 英寸19英寸锻造铝合金轮毂', '18 英寸 +6,000 元', '']);
    expect(cells(mid)).toEqual(['ES', '17 英寸17英寸铝合金轮毂', '18 英寸 +6,000 元19 英寸 +12,000 元', '']);
    const img = within(top).getByRole('img', { name: '19英寸锻造铝合金轮毂（19 英寸）' });
    expect(img.getAttribute('src')).toContain('/static/cars/es/wheel/W19.png');
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('96');
    expect(within(entry).getByRole('img').getAttribute('src')).toContain('/static/cars/es/wheel/W17.png');
  });

  it('says so when there are no wheels', () => {
    render(
      <TestEnv>
        <WheelTable modelName="ES" catalogue={catalogue} wheels={[]} />
      </TestEnv>,
    );
    expect(screen.getByText('暂无轮毂信息。')).toBeTruthy();
  });

  it('says the wheels could not be loaded, instead of guessing, when the catalogue is missing', () => {
    render(
      <TestEnv>
        <WheelTable modelName="ES" catalogue={null} wheels={fixtureModel.wheels} />
      </TestEnv>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('轮毂配置暂时无法加载');
  });
});
