import { describe, expect, it } from 'vitest';
import type { SpecTable } from '#shared/api/client-api';
import { specHighlights } from './spec-highlights.tsx';

const table: SpecTable = {
  columns: [],
  groups: [
    {
      name: '基本参数',
      rows: [
        { name: '最大功率(kW)', values: ['127', '160', '160'] },
        { name: '综合能耗', values: ['7.1 L/100km (WLTC)', '5.0 L/100km (WLTC)', '5.0 L/100km (WLTC)'] },
        { name: '变速箱', values: ['CVT', 'E-CVT', 'E-CVT'] },
        { name: '轴距(mm)', values: ['2870', '2870', '2870'] },
        { name: '电池能量(kWh)', values: ['-', '-', '-'] },
      ],
    },
  ],
};

describe('specHighlights', () => {
  it('gives a range for numbers (keeping a shared unit), the single value when all agree, and skips empty rows', () => {
    expect(specHighlights(table, ['最大功率(kW)', '综合能耗', '变速箱', '轴距(mm)', '电池能量(kWh)', '不存在'])).toEqual([
      { name: '最大功率(kW)', value: '127–160' },
      { name: '综合能耗', value: '5–7.1 L/100km (WLTC)' },
      { name: '变速箱', value: 'CVT / E-CVT' },
      { name: '轴距(mm)', value: '2870' },
    ]);
  });
});
