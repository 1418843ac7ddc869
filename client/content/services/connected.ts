import type { ServicePage } from './types.ts';

export const connected: ServicePage = {
  slug: 'connected',
  eyebrow: 'CONNECTED SERVICES',
  heading: '智能互联服务',
  lead: '在线导航、实时路况、远程控车与紧急救援，让座舱始终在线，让出行更加从容。',
  meta: {
    title: '智能互联服务：运营商流量与在线服务',
    description: '奥瑞麟智能互联服务：在线导航、实时路况、远程控车与紧急救援；运营商服务1年450元、2年880元，可在官方 App 或经销商处续费。',
  },
  sections: [
    {
      kind: 'features',
      id: 'connected-features',
      title: '服务内容',
      items: [
        { title: '在线导航与实时路况', text: '地图在线更新，实时路况与拥堵预测帮助您避开拥堵，准确预估到达时间。' },
        { title: '远程车辆控制', text: '通过官方 App 远程锁车、解锁、启动空调与查询车辆位置。' },
        { title: '紧急救援', text: '发生碰撞时系统自动呼叫救援中心并发送车辆位置，也可一键手动呼叫。' },
        { title: '车载音乐与资讯', text: '在线音乐、有声读物与新闻资讯，旅途之中不缺陪伴。' },
        { title: '车辆健康报告', text: '定期推送车辆健康报告，提前发现潜在问题并提醒您预约检修。' },
        { title: '在线升级', text: '车机系统支持在线升级，新功能与优化无需到店即可获得。' },
      ],
    },
    {
      kind: 'plans',
      id: 'connected-plans',
      title: '运营商服务资费',
      lead: '新车赠送首年运营商服务，到期后可按需续费。',
      plans: [
        {
          name: '运营商服务 1年',
          price: 450,
          term: '1年',
          features: ['车载在线流量', '在线导航与实时路况', '在线音乐与资讯', '车机在线升级'],
        },
        {
          name: '运营商服务 2年',
          price: 880,
          term: '2年',
          features: ['车载在线流量', '在线导航与实时路况', '在线音乐与资讯', '车机在线升级', '较按年续费节省20元'],
          featured: true,
        },
      ],
      note: '远程控车与紧急救援不依赖运营商服务，在车辆保修期内免费提供。续费可在官方 App“我的爱车—互联服务”或授权经销商办理。',
    },
    {
      kind: 'steps',
      id: 'connected-activate',
      title: '开通与续费',
      items: [
        { title: '激活', text: '交车时由经销商协助完成实名认证与服务激活。' },
        { title: '提醒', text: '服务到期前30天，App 与车机将提示续费。' },
        { title: '续费', text: '在 App 中选择1年或2年服务并完成支付，几分钟内生效。' },
      ],
    },
  ],
};
