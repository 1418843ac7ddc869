import type { ServicePage } from './types.ts';

export const appIntro: ServicePage = {
  slug: 'app',
  eyebrow: 'AURELION APP',
  heading: '奥瑞麟官方 App',
  lead: '把爱车装进口袋：远程查看车况、预约保养、管理会员权益，一个 App 连接您与奥瑞麟的一切。',
  meta: {
    title: '奥瑞麟官方 App：用车、服务与会员',
    description: '奥瑞麟官方 App：远程控车、车况查看、在线预约保养与试驾、会员积分与专属活动，支持 iOS 与 Android。',
  },
  sections: [
    {
      kind: 'features',
      id: 'app-features',
      title: '核心功能',
      items: [
        { title: '我的爱车', text: '随时查看剩余油量或电量、续航里程、胎压与保养提醒，车况一目了然。' },
        { title: '远程控车', text: '远程启动空调、锁车解锁、寻车鸣笛，夏日上车即享清凉，冬日出发不再等待。' },
        { title: '服务预约', text: '在线预约保养与维修，选择经销商与到店时间，服务进度实时推送。' },
        { title: '会员中心', text: '用车、保养与参与活动均可累积积分，兑换精品、保养券与专属体验。' },
        { title: '品牌活动', text: '第一时间获取新车上市、车主沙龙与驾驶体验营的报名资格。' },
        { title: '在线客服', text: '7×24小时在线客服，用车问题随时咨询，紧急情况可一键呼叫道路救援。' },
      ],
    },
    {
      kind: 'steps',
      id: 'app-start',
      title: '三步开始使用',
      items: [
        { title: '下载 App', text: '在应用商店搜索“奥瑞麟”，或扫描经销商展厅内的二维码下载。' },
        { title: '注册登录', text: '使用手机号与短信验证码注册，无需设置密码。' },
        { title: '绑定爱车', text: '输入17位车辆识别代号并完成车主认证，即可解锁全部车主功能。' },
      ],
    },
    {
      kind: 'text',
      id: 'app-privacy',
      title: '数据与隐私',
      paragraphs: [
        '我们仅在您授权的范围内收集与使用车辆数据，用于为您提供车况查看、远程控制与服务提醒等功能。',
        '您可以随时在 App“设置—隐私”中查看已授权的数据类别、撤回授权或注销账号。详细内容请参阅《奥瑞麟隐私政策》。',
      ],
    },
  ],
};
