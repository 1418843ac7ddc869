import type { ServicePage } from './types.ts';

export const faq: ServicePage = {
  slug: 'faq',
  eyebrow: 'FAQ',
  heading: '常见问题',
  lead: '关于购车、保养、保修与互联服务的常见疑问，我们整理了清晰的解答。未能找到答案时，欢迎致电客户关怀热线。',
  meta: {
    title: '常见问题：购车、保养、保修与互联服务',
    description: '奥瑞麟常见问题解答：试驾预约、购车流程、保养周期、保修范围、召回查询、智能互联服务续费与官方 App 使用。',
  },
  sections: [
    {
      kind: 'faq',
      id: 'faq-purchase',
      title: '购车与试驾',
      items: [
        {
          id: 'test-drive',
          question: '如何预约试驾？',
          answer: ['您可以在官网“预约试驾”页面选择车型与就近经销商，提交后专属顾问将在一个工作日内与您联系确认时间。'],
        },
        {
          id: 'price',
          question: '官网显示的价格是最终成交价吗？',
          answer: ['官网展示的是厂商建议零售价，实际成交价格及优惠政策以当地授权经销商为准。'],
        },
        {
          id: 'online-purchase',
          question: '可以在线购车吗？',
          answer: ['NX 车型支持通过车主小程序在线下订，流程包括选择配置、支付意向金、经销商确认与到店提车。'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq-service',
      title: '保养与保修',
      items: [
        {
          id: 'maintenance-interval',
          question: '多久需要保养一次？',
          answer: ['首次保养为5,000公里或6个月，此后每10,000公里或12个月保养一次，以先到者为准。'],
        },
        {
          id: 'warranty-scope',
          question: '整车保修包括哪些内容？',
          answer: [
            '新车享4年或10万公里整车保修，覆盖非人为原因造成的零部件故障。',
            '易损件（如刹车片、雨刮片、轮胎）及因事故、改装造成的损坏不在保修范围内。',
          ],
        },
        {
          id: 'recall',
          question: '怎样知道我的车辆是否涉及召回？',
          answer: ['在“售后服务”页面输入17位车辆识别代号（VIN）即可查询。VIN 印在行驶证上，也可在前挡风玻璃左下角看到。'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq-connected',
      title: '互联服务与 App',
      items: [
        {
          id: 'connected-price',
          question: '运营商服务到期后如何续费？',
          answer: ['运营商服务1年450元、2年880元，可在官方 App“我的爱车—互联服务”或授权经销商处续费，支付后几分钟内生效。'],
        },
        {
          id: 'bind-car',
          question: '如何在 App 中绑定爱车？',
          answer: ['登录 App 后进入“我的爱车”，输入车辆识别代号并完成车主实名认证即可绑定。'],
        },
      ],
    },
  ],
};
