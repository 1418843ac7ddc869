import { Link } from 'react-router';
import { SvgImage } from '#client/components/svg-image.tsx';
import { TitledSection } from '#client/components/ui/titled-section.tsx';
import { paths } from '#client/lib/ui/paths.ts';

const ENTRIES = [
  {
    to: paths.testDrive(),
    icon: 'test-drive',
    alt: '方向盘图标',
    title: '预约试驾',
    text: '选择心仪车型与就近经销商，专属顾问将与您联系。',
  },
  {
    to: paths.dealer(),
    icon: 'dealer',
    alt: '定位图标',
    title: '查找经销商',
    text: '覆盖全国的授权经销商网络，查看地址、电话与营业时间。',
  },
  {
    to: paths.service('after-sales'),
    icon: 'after-sales',
    alt: '盾牌图标',
    title: '售后服务',
    text: '保养、保修与召回查询，让每一段旅程安心无忧。',
  },
  {
    to: paths.service('connected'),
    icon: 'connected',
    alt: '信号图标',
    title: '智能互联',
    text: '远程控车、实时路况与道路救援，随时在线。',
  },
];

export function ServiceEntries() {
  return (
    <TitledSection
      id="services-title"
      title="尊享服务"
      className="mx-auto max-w-7xl px-6 py-16 md:px-8 md:py-24"
      titleClassName="section-title"
    >
      <ul className="mt-10 grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-4">
        {ENTRIES.map((e) => (
          <li key={e.to} className="bg-white">
            <Link to={e.to} className="block h-full p-8 hover:bg-paper">
              <SvgImage src={`/icons/${e.icon}.svg`} alt={e.alt} width={40} height={40} className="mb-5 h-10 w-10" />
              <h3 className="text-lg tracking-wider">{e.title}</h3>
              <p className="mt-3 text-sm leading-6 text-mute">{e.text}</p>
              <span aria-hidden="true" className="mt-6 inline-block text-gold-dark">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
