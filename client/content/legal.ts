/**
 * The user agreement and the privacy policy the login page's consent box and the lead forms link to.
 * Fixed copy, as typed content: sections of paragraphs, each section an anchor.
 */

export type LegalSlug = 'user-agreement' | 'privacy';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  description: string;
  /** Date the current version takes effect (YYYY-MM-DD). */
  effective: string;
  intro: string;
  sections: LegalSection[];
}

const USER_AGREEMENT: LegalDocument = {
  slug: 'user-agreement',
  title: '用户协议',
  description: '奥瑞麟会员用户协议：账号注册与使用、会员服务、用户行为规范、知识产权与责任限制等条款。',
  effective: '2026-09-01',
  intro:
    '欢迎您使用奥瑞麟官方网站及车主小程序（以下合称“奥瑞麟平台”）。本协议由您与奥瑞麟汽车（中国）投资有限公司（以下简称“奥瑞麟”或“我们”）订立。请您在注册或登录前仔细阅读本协议全部条款，特别是第五条“责任限制”。您勾选同意并完成登录，即表示您已充分理解并同意本协议。',
  sections: [
    {
      id: 'account',
      title: '一、账号注册与使用',
      paragraphs: [
        '您可以使用中国大陆手机号码及短信验证码注册并登录奥瑞麟会员账号。未注册的手机号码在首次登录时将自动完成注册。',
        '账号仅限您本人使用，不得出借、转让或出售。您应妥善保管手机及短信验证码，因您自身原因导致验证码泄露而产生的后果由您自行承担。',
        '如您更换手机号码，请及时在“个人资料”中完成手机号变更，以免影响账号安全及服务通知的接收。',
      ],
    },
    {
      id: 'services',
      title: '二、会员服务内容',
      paragraphs: [
        '登录后，您可以保存个性化配置车辆、收藏车型与资讯、关注经销商、查看试驾预约及接收消息通知。',
        '我们可能根据业务发展调整部分服务的内容或形式，并将通过站内消息或页面公告的方式提前告知。',
        '试驾、购车、保养等线下服务由您选择的授权经销商提供，具体服务内容以经销商与您的约定为准。',
      ],
    },
    {
      id: 'conduct',
      title: '三、用户行为规范',
      paragraphs: [
        '您在使用奥瑞麟平台时应遵守中华人民共和国法律法规，不得利用平台从事任何违法违规活动。',
        '您不得以自动化程序批量注册账号、批量提交试驾预约或获取验证码，不得干扰平台的正常运行。',
        '如您违反上述规定，我们有权视情节采取限制功能、暂停或终止服务等措施。',
      ],
    },
    {
      id: 'ip',
      title: '四、知识产权',
      paragraphs: [
        '奥瑞麟平台上的文字、图片、视频、车型三维影像及商标等内容的知识产权归奥瑞麟或相关权利人所有。',
        '未经书面许可，任何人不得复制、改编或以其他方式使用上述内容用于商业目的。',
      ],
    },
    {
      id: 'liability',
      title: '五、责任限制',
      paragraphs: [
        '平台所展示的车型配置、价格及图片仅供参考，实际车辆以授权经销商销售的车辆为准。',
        '因不可抗力、网络运营商故障或系统维护导致服务中断的，我们将尽力减少对您的影响，但不承担由此造成的间接损失。',
      ],
    },
    {
      id: 'cancel',
      title: '六、账号注销',
      paragraphs: [
        '您可以在“个人资料”中通过短信验证申请注销账号。注销后，您的收藏、关注、保存的配置等数据将被删除且无法恢复。',
        '注销前已提交的试驾预约等服务记录，将依法律法规要求保存至规定期限后删除。',
      ],
    },
    {
      id: 'misc',
      title: '七、其他',
      paragraphs: [
        '本协议的订立、执行和解释均适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任一方可向奥瑞麟住所地有管辖权的人民法院提起诉讼。',
        '如对本协议有任何疑问，请拨打客户关怀热线与我们联系。',
      ],
    },
  ],
};

const PRIVACY: LegalDocument = {
  slug: 'privacy',
  title: '隐私政策',
  description: '奥瑞麟隐私政策：我们收集哪些个人信息、如何使用与共享、如何保护，以及您享有的权利。',
  effective: '2026-09-01',
  intro:
    '奥瑞麟汽车（中国）投资有限公司深知个人信息对您的重要性，并依据《中华人民共和国个人信息保护法》等法律法规处理您的个人信息。本政策说明我们在您使用奥瑞麟官方网站及车主小程序时，如何收集、使用、共享和保护您的个人信息，以及您如何行使您的权利。',
  sections: [
    {
      id: 'collect',
      title: '一、我们收集的信息',
      paragraphs: [
        '注册与登录：手机号码及短信验证码，用于创建账号和验证您的身份。',
        '预约试驾与购车咨询：姓名、称谓、手机号码、意向车型、所在省市及意向经销商，用于为您安排试驾或解答咨询。',
        '个人资料：昵称、电子邮箱（可选），用于账号展示和接收通知。',
        '访问信息：浏览器类型、访问来源渠道及大致所在城市（根据 IP 地址推断），用于为您推荐就近的经销商和改进我们的服务。我们不会收集您的精确位置。',
      ],
    },
    {
      id: 'use',
      title: '二、我们如何使用信息',
      paragraphs: [
        '提供您所请求的服务，例如登录、保存配置、收藏与关注、试驾预约和消息通知。',
        '在您同意的范围内，由您选择的授权经销商通过电话与您联系，确认试驾或购车事宜。',
        '进行统计分析以改进网站体验。统计分析使用去标识化的数据，不会识别到您个人。',
      ],
    },
    {
      id: 'share',
      title: '三、信息的共享',
      paragraphs: [
        '提交试驾预约或购车咨询时，经您勾选同意，我们会将您填写的信息提供给您所选择的授权经销商，仅用于本次预约或咨询。',
        '除法律法规规定或征得您单独同意外，我们不会向其他第三方提供您的个人信息，也不会出售您的个人信息。',
      ],
    },
    {
      id: 'store',
      title: '四、信息的存储与保护',
      paragraphs: [
        '您的个人信息存储于中华人民共和国境内的服务器。我们采取加密传输、访问控制和安全审计等措施保护您的信息。',
        '登录凭证仅保存在无法被网页脚本读取的安全 Cookie 中；日志中的手机号码、验证码等敏感信息均经过脱敏处理。',
        '我们仅在实现处理目的所必需的最短期限内保存您的个人信息，超出期限后将删除或匿名化处理。',
      ],
    },
    {
      id: 'rights',
      title: '五、您的权利',
      paragraphs: [
        '您可以在“个人资料”中查阅和更正您的昵称、手机号码与电子邮箱，也可以删除收藏、关注和保存的配置。',
        '您可以随时撤回对经销商联系的同意，或申请注销账号。注销后我们将删除您的个人信息，法律法规另有规定的除外。',
        '如您对个人信息处理有任何疑问或投诉，可拨打客户关怀热线，我们将在15个工作日内答复。',
      ],
    },
    {
      id: 'minors',
      title: '六、未成年人保护',
      paragraphs: ['我们的服务主要面向成年人。如您未满18周岁，请在监护人的陪同与同意下使用我们的服务。'],
    },
    {
      id: 'update',
      title: '七、本政策的更新',
      paragraphs: [
        '我们可能适时更新本政策。重大变更时，我们将通过网站公告或站内消息的方式通知您，并在必要时重新征得您的同意。',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: Readonly<Record<LegalSlug, LegalDocument>> = {
  'user-agreement': USER_AGREEMENT,
  privacy: PRIVACY,
};

export function findLegalDocument(slug: string | undefined): LegalDocument | undefined {
  return slug === 'user-agreement' || slug === 'privacy' ? LEGAL_DOCUMENTS[slug] : undefined;
}
