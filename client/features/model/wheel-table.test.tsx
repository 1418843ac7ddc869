import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarGrade } from '#shared/api/client-api';
import { wheelOptions } from '#shared/domain/vehicle-media';
import { TestEnv } from '../../../tests/support/test-env.tsx';
import { WheelTable, wheelForGrade } from './wheel-table.tsx';

const grades: CarGrade[] = [
  { id: 101, name: 'ES 200 卓越版', price: 299900, engine: '2.0L 自然吸气' },
  { id: 102, name: 'ES 260 典雅版', price: 339900, engine: '2.5L 自然吸气' },
  { id: 103, name: 'ES 300h 臻享版', price: 369900, engine: '2.5L 混合动力' },
  { id: 104, name: 'ES 300h F SPORT 运动版', price: 399900, engine: '2.5L 混合动力' },
  { id: 105, name: 'ES 300h 尊享版', price: 439900, engine: '2.5L 混合动力' },
];

describe('wheelForGrade', () => {
  it('gives higher grades larger rims, entry grade the smallest, top grade the largest', () => {
    const sizes = [17, 18, 19];
    expect([0, 1, 2, 3, 4].map((i) => wheelForGrade(i, 5, sizes))).toEqual([17, 17, 18, 18, 19]);
    expect(wheelForGrade(0, 2, [19])).toBe(19);
    expect(wheelForGrade(0, 0, sizes)).toBeUndefined();
    expect(wheelForGrade(0, 3, [])).toBeUndefined();
  });
});

describe('WheelTable', () => {
  it('lists model, grade, wheel size and wheel image for every grade', () => {
    render(
      <TestEnv>
        <WheelTable modelName="ES" grades={grades} wheels={wheelOptions('es')} />
      </TestEnv>,
    );
    const table = screen.getByRole('table', { name: 'ES 各车型轮毂配置' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['车型', '版本', '轮毂尺寸', '轮毂样式']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const top = rows[4];
    if (!top) throw new Error('no top row');
    expect(within(top).getByRole('rowheader').textContent).toBe('ES 300h 尊享版');
    expect(top.textContent).toContain('19 英寸');
    const img = within(top).getByRole('img', { name: '19英寸锻造铝合金轮毂（19 英寸）' });
    expect(img.getAttribute('src')).toContain('/static/cars/es/wheel/W19.png');
    expect(img.getAttribute('width')).toBe('96');
    expect(img.getAttribute('height')).toBe('96');
    expect(rows[0]?.textContent).toContain('17 英寸');
  });

  it('says so when there are no wheels', () => {
    render(
      <TestEnv>
        <WheelTable modelName="ES" grades={grades} wheels={[]} />
      </TestEnv>,
    );
    expect(screen.getByText('暂无轮毂信息。')).toBeTruthy();
  });
});
