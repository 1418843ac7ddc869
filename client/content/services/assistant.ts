import type { ServicePage } from './types.ts';

export const assistant: ServicePage = {
  slug: 'assistant',
  eyebrow: 'IN-CAR ASSISTANT',
  heading: '车载智能助手',
  lead: '只需一句“你好，奥瑞麟”，导航、空调、音乐与电话尽在言语之间，双手始终留在方向盘上。',
  meta: {
    title: '车载智能助手：语音交互与贴心服务',
    description: '奥瑞麟车载智能助手：自然语音控制导航、空调、座椅与多媒体，支持连续对话与方言识别，让驾驶更专注。',
  },
  sections: [
    {
      kind: 'features',
      id: 'assistant-abilities',
      title: '它能为您做什么',
      items: [
        { title: '自然语音对话', text: '支持连续对话与上下文理解，无需重复唤醒，说话方式如同与朋友交流。' },
        { title: '车辆功能控制', text: '“把温度调到22度”“打开座椅通风”，常用车辆功能一句话完成。' },
        { title: '导航与出行', text: '“找一家附近评分高的餐厅”，助手为您规划路线，并可顺路添加加油站或充电站。' },
        { title: '多媒体与通讯', text: '播放喜爱的歌单、拨打电话、朗读消息，驾驶时不再分心看屏幕。' },
        { title: '方言识别', text: '支持粤语、四川话等多种方言，口音不同也能准确理解。' },
        { title: '声源定位', text: '识别说话者的座位，副驾说“我有点冷”只会调节副驾一侧的温度。' },
      ],
    },
    {
      kind: 'steps',
      id: 'assistant-try',
      title: '试试这样说',
      items: [
        { title: '“你好，奥瑞麟，导航回家”', text: '读取您在 App 中设置的家庭地址，立即开始导航。' },
        { title: '“打开香氛，换一首轻松的音乐”', text: '一句话完成多个指令，营造舒适座舱氛围。' },
        { title: '“明天上午要下雨吗”', text: '查询目的地天气，提前规划出行。' },
      ],
    },
    {
      kind: 'text',
      id: 'assistant-privacy',
      title: '隐私保护',
      paragraphs: [
        '语音唤醒在车内本地完成，只有在唤醒之后的指令才会加密上传用于识别。',
        '您可以随时在车机“设置—语音”中关闭语音助手或清除语音记录。',
      ],
    },
  ],
};
