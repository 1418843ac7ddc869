/**
 * A small series as `queryModel` and `queryOptionalList` would answer it, for component tests that need a
 * catalogue: three grades, a standard and an optional paint and interior, three wheels of which the
 * largest is standard on the top grade and not offered on the entry one.
 */
import type { OptionalItem, SeriesModel } from '#shared/api/client-api';

export const fixtureModel: SeriesModel = {
  series: {
    id: 1,
    code: 'es',
    name: 'ES',
    slogan: '豪华中型轿车',
    img: '/static/cars/es/side/212.png',
    startingPrice: 299_900,
    grades: [
      { id: 101, name: 'ES 200 卓越版', price: 299_900, engine: '2.0L 自然吸气' },
      { id: 102, name: 'ES 260 典雅版', price: 339_900, engine: '2.5L 自然吸气' },
      { id: 105, name: 'ES 300h 尊享版', price: 439_900, engine: '2.5L 混合动力' },
    ],
  },
  paints: [
    { code: '077', name: '珠光白', hex: '#f2f1ec', price: 5200, img: '/static/cars/es/side/077.png' },
    { code: '212', name: '曜石黑', hex: '#14161a', price: 0, img: '/static/cars/es/side/212.png' },
    { code: '3T2', name: '熔岩红', hex: '#8e1b24', price: 5200, img: '/static/cars/es/side/3T2.png' },
  ],
  interiors: [
    { code: 'LA20', name: '黑色真皮', hex: '#1b1b1d', price: 0, img: '/static/cars/es/interior/LA20.jpg' },
    { code: 'LA31', name: '焦糖棕真皮', hex: '#7a4a2a', price: 0, img: '/static/cars/es/interior/LA31.jpg' },
    { code: 'LA43', name: '象牙白半苯胺真皮', hex: '#e6dccb', price: 8000, img: '/static/cars/es/interior/LA43.jpg' },
  ],
  wheels: [
    { code: 'W17', name: '17英寸铝合金轮毂', size: 17, price: 0, img: '/static/cars/es/wheel/W17.png' },
    { code: 'W18', name: '18英寸多辐式铝合金轮毂', size: 18, price: 6000, img: '/static/cars/es/wheel/W18.png' },
    { code: 'W19', name: '19英寸锻造铝合金轮毂', size: 19, price: 12_000, img: '/static/cars/es/wheel/W19.png' },
  ],
  sequences: [],
};

export const fixtureOptional: OptionalItem[] = [
  { code: '077', kind: 'paint', name: '珠光白', description: '选装车身颜色', price: 5200, img: '' },
  // The option list is the price the configurator charges, even where the model's list says otherwise.
  { code: '3T2', kind: 'paint', name: '熔岩红', description: '选装车身颜色', price: 7300, img: '' },
  { code: 'LA43', kind: 'interior', name: '象牙白半苯胺真皮', description: '选装内饰', price: 8000, img: '' },
  { code: 'W17', kind: 'wheel', name: '17英寸铝合金轮毂', description: '标准轮毂', price: 0, img: '', grades: [101, 102] },
  { code: 'W18', kind: 'wheel', name: '18英寸多辐式铝合金轮毂', description: '选装轮毂', price: 6000, img: '' },
  {
    code: 'W19',
    kind: 'wheel',
    name: '19英寸锻造铝合金轮毂',
    description: '选装轮毂',
    price: 12_000,
    img: '',
    grades: [102, 105],
    standardOn: [105],
  },
];
