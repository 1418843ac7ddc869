/**
 * News articles: titles, summaries and bodies assembled from editorial templates with seeded choices
 * (series, cities, auto shows, activities), dated between January 2025 and June 2026.
 */
import type { Faker } from '@faker-js/faker';
import type { NewsArticle } from '#shared/api/client-api';
import { SERIES, type SeriesData } from './series.ts';

export const NEWS_CATEGORIES = ['新车资讯', '品牌动态', '车主活动', '技术解读', '服务资讯', '社会责任'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

interface Draft {
  category: NewsCategory;
  title: string;
  summary: string;
  body: string[];
  author: string;
}

interface DraftContext {
  f: Faker;
  date: Date;
  city: string;
  series: SeriesData;
}

const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '重庆',
  '南京',
  '苏州',
  '武汉',
  '西安',
  '长沙',
  '郑州',
  '青岛',
  '厦门',
  '昆明',
  '沈阳',
  '天津',
  '宁波',
  '合肥',
];
const COLOURS = ['曜石黑', '珠光白', '星辉银', '熔岩红', '极光蓝', '暮光灰', '琥珀金', '松石绿'];
const FEATURES = [
  '14英寸高清中控屏',
  '全新智能座舱系统',
  '哑光质感内饰饰板',
  '全景影像与透明底盘',
  '第二代智能泊车辅助',
  '后排独立空调与座椅按摩',
  '23扬声器环绕音响',
];
const ACTIVITIES = [
  '匠心之旅',
  '悦享生活车主自驾游',
  '亲子露营季',
  '冬季冰雪驾控体验营',
  'F SPORT 赛道日',
  '城市人文漫步',
  '茶山探访之旅',
  '湖畔音乐会',
];
const TECHS: readonly [string, string][] = [
  ['第五代混合动力系统', '由高效率阿特金森循环发动机、双电机与镍氢电池组成，热效率达到 41%'],
  ['E-Four 电子四驱系统', '后桥独立电机可在毫秒级时间内分配扭矩，湿滑路面起步更从容'],
  ['自适应可变悬架', '每秒可对四个减振器进行数百次阻尼调节，兼顾舒适与操控'],
  ['奥瑞麟智行安全系统 3.0', '集成全速自适应巡航、车道居中保持与路口转向自动刹车等功能'],
  ['全新 GA-K 平台', '高强度钢与铝合金的比例进一步提高，车身扭转刚性提升 30%'],
  ['静谧座舱声学工程', '采用双层夹胶玻璃与主动降噪技术，高速巡航时车内噪声低于 62 分贝'],
];
const SERVICES: readonly [string, string][] = [
  ['冬季关怀服务月', '免费 28 项安全检测与工时九折优惠'],
  ['混合动力电池终身质保计划', '首任非营运车主的混合动力电池终身质保'],
  ['上门取送车服务', '城区范围内免费上门取送车'],
  ['夏季空调养护季', '免费空调系统检测与滤芯更换工时'],
  ['二手车置换补贴', '最高 2 万元的置换补贴'],
  ['原厂精品限时礼遇', '原厂精品附件八折优惠'],
];
const CHARITIES = ['绿色未来植树计划', '儿童交通安全课堂', '乡村美育计划', '匠人传承计划', '湿地守护行动'];
const SHOWS: readonly { name: string; month: string }[] = [
  { name: '上海国际汽车工业展览会', month: '2025-04' },
  { name: '成都国际汽车展览会', month: '2025-08' },
  { name: '广州国际汽车展览会', month: '2025-11' },
  { name: '北京国际汽车展览会', month: '2026-04' },
];

function pick<T>(f: Faker, items: readonly T[]): T {
  return f.helpers.arrayElement(items);
}

function wan(price: number): string {
  return (price / 10_000).toFixed(2);
}

function cnDate(d: Date): string {
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** A template answers null when it does not fit the date (an auto show that has not happened yet). */
const TEMPLATES: readonly ((c: DraftContext) => Draft | null)[] = [
  ({ f, date, city, series }) => {
    const entry = series.grades[0];
    const top = series.grades[series.grades.length - 1];
    const from = wan(entry?.price ?? 0);
    return {
      category: '新车资讯',
      title: `全新${series.name}在${city}上市，厂商建议零售价${from}万元起`,
      summary: `${cnDate(date)}，奥瑞麟全新${series.name}${series.slogan}在${city}正式上市，共推出${series.grades.length}款车型，售价区间${from}万至${wan(top?.price ?? 0)}万元。`,
      body: [
        `${cnDate(date)}晚，奥瑞麟在${city}举办全新${series.name}上市发布会。新车定位${series.slogan}，共推出${series.grades.length}款车型，厂商建议零售价${from}万至${wan(top?.price ?? 0)}万元。`,
        `外观方面，全新${series.name}采用品牌最新的家族式设计语言，纺锤形格栅与贯穿式尾灯相互呼应，车身长宽高分别为${series.length}/${series.width}/${series.height}毫米，轴距${series.wheelbase}毫米。`,
        `动力方面，新车提供${[...new Set(series.grades.map((g) => g.engine))].join('、')}等动力组合，最大功率${Math.max(...series.grades.map((g) => g.powerKw))}千瓦。`,
        `即日起至${date.getUTCMonth() + 2 > 12 ? date.getUTCFullYear() + 1 : date.getUTCFullYear()}年${((date.getUTCMonth() + 1) % 12) + 1}月底，订购全新${series.name}的客户可享首任车主${f.helpers.arrayElement(['5年不限里程整车质保', '3年免费基础保养', '最高2万元置换补贴'])}等上市礼遇。`,
      ],
      author: '奥瑞麟中国',
    };
  },
  ({ f, date, series }) => {
    const colour = pick(f, COLOURS);
    const feature = pick(f, FEATURES);
    return {
      category: '新车资讯',
      title: `${series.name} ${date.getUTCFullYear() + 1}款焕新登场：新增${colour}车色与${feature}`,
      summary: `${series.name} ${date.getUTCFullYear() + 1}款在配置上全面升级，新增${colour}车身颜色，全系标配${feature}，价格保持不变。`,
      body: [
        `奥瑞麟今日宣布，${series.name} ${date.getUTCFullYear() + 1}款正式到店。此次年度改款聚焦用户呼声最高的配置需求，售价与现款保持一致。`,
        `新车新增${colour}车身颜色，搭配黑色或焦糖棕内饰，可选颜色增加至${f.number.int({ min: 7, max: 10 })}种。`,
        `配置方面，全系标配${feature}，入门车型新增前排座椅通风与无线充电功能。`,
        '目前新车已在全国授权经销商开放预订，欢迎到店品鉴与试驾。',
      ],
      author: '奥瑞麟中国',
    };
  },
  ({ f, date, series }) => {
    const month = date.toISOString().slice(0, 7);
    const show = [...SHOWS].reverse().find((s) => s.month === month);
    if (!show) return null;
    const count = f.number.int({ min: 5, max: 9 });
    return {
      category: '品牌动态',
      title: `奥瑞麟携${count}款车型亮相${show.name}，全新${series.name}概念车全球首发`,
      summary: `在${show.name}上，奥瑞麟以"静享未来"为主题展出${count}款车型，全新${series.name}概念车完成全球首秀。`,
      body: [
        `${show.name}开幕首日，奥瑞麟以"静享未来"为主题亮相，展台面积约${f.number.int({ min: 18, max: 30 }) * 100}平方米，共展出${count}款车型。`,
        `全新${series.name}概念车在展台中央完成全球首发。概念车采用低趴宽体造型，座舱内取消了大部分实体按键，以语音和手势交互为主。`,
        '奥瑞麟中国执行副总经理在发布环节表示，品牌将继续深耕中国市场，未来三年将有多款电动化新车在华上市。',
        '展会期间，观众可在展台体验虚拟试驾，并参与限量周边抽奖活动。',
      ],
      author: '奥瑞麟中国',
    };
  },
  ({ f, date, city }) => {
    const name = pick(f, ['瑞丰', '鼎晟', '恒通', '锦程', '宏远', '骏德', '嘉禾', '泰和', '明睿', '安驰']);
    return {
      category: '品牌动态',
      title: `奥瑞麟${city}${name}店盛大开业，打造城市豪华服务新标杆`,
      summary: `${cnDate(date)}，奥瑞麟${city}${name}店正式开业，占地约${f.number.int({ min: 6, max: 15 }) * 1000}平方米，集新车销售、售后服务与车主休闲于一体。`,
      body: [
        `${cnDate(date)}，奥瑞麟${city}${name}店举行开业典礼。新店按照品牌最新一代形象标准建设，设有新车展厅、交车中心、车主休息室与${f.number.int({ min: 16, max: 40 })}个维修工位。`,
        '展厅融入了"款待之道"的设计理念，以原木、石材与柔和灯光营造出宾至如归的氛围，车主可在休息室享用现磨咖啡与茶点。',
        `开业期间到店的客户可参与试驾礼活动，订车即享${pick(f, ['首年保险补贴', '原厂精品礼包', '三年免费保养'])}。`,
      ],
      author: `奥瑞麟${city}${name}店`,
    };
  },
  ({ f, date, series }) => {
    const pct = f.number.int({ min: 6, max: 38 });
    const month = date.getUTCMonth() === 0 ? 12 : date.getUTCMonth();
    const volume = f.number.int({ min: 12_000, max: 21_000 });
    return {
      category: '品牌动态',
      title: `奥瑞麟${month}月在华销量同比增长${pct}%，${series.name}表现亮眼`,
      summary: `奥瑞麟${month}月在中国市场共交付新车${volume.toLocaleString('en-US')}辆，同比增长${pct}%，其中${series.name}贡献近三成销量。`,
      body: [
        `奥瑞麟公布的数据显示，品牌${month}月在中国市场共交付新车${volume.toLocaleString('en-US')}辆，同比增长${pct}%。`,
        `分车型看，${series.name}当月交付${Math.round(volume * 0.28).toLocaleString('en-US')}辆，混合动力车型占比达到${f.number.int({ min: 52, max: 71 })}%。`,
        '业内人士分析，稳定的产品品质与口碑、完善的售后网络，是奥瑞麟在豪华车市场保持增长的重要原因。',
      ],
      author: '奥瑞麟中国',
    };
  },
  ({ f, date, city, series }) => {
    const activity = pick(f, ACTIVITIES);
    const guests = f.number.int({ min: 40, max: 160 });
    return {
      category: '车主活动',
      title: `奥瑞麟"${activity}"${city}站圆满落幕`,
      summary: `${cnDate(date)}，奥瑞麟"${activity}"来到${city}，${guests}位车主与家人共度了难忘的周末时光。`,
      body: [
        `${cnDate(date)}，奥瑞麟"${activity}"${city}站如期举行，共有${guests}位车主及家人参加。`,
        `活动中，车主们驾驶${series.name}等车型依次出发，沿途欣赏${city}周边的自然风光与人文景观，专业教练全程讲解驾驶技巧。`,
        `来自${city}的车主${f.person.lastName()}先生表示："活动安排得非常用心，孩子们也玩得很开心，期待下一次相聚。"`,
        '奥瑞麟车主俱乐部全年将在全国多个城市举办线下活动，车主可通过官方小程序报名。',
      ],
      author: `奥瑞麟车主俱乐部`,
    };
  },
  ({ f, series }) => {
    const [tech, detail] = pick(f, TECHS);
    return {
      category: '技术解读',
      title: `深度解读${series.name}搭载的${tech}`,
      summary: `${tech}是${series.name}的核心技术之一，${detail}。`,
      body: [
        `在${series.name}的研发过程中，工程师们将${tech}视为提升驾乘体验的关键。`,
        `${tech}${detail}。在日常通勤中，驾驶者几乎感觉不到它的存在，而在极端工况下，它会第一时间发挥作用。`,
        `为了验证可靠性，研发团队在高温、高寒与高原地区累计完成了超过${f.number.int({ min: 80, max: 300 })}万公里的道路测试。`,
        '奥瑞麟表示，这项技术将逐步下放到更多车型之上。',
      ],
      author: '奥瑞麟技术中心',
    };
  },
  ({ f, date }) => {
    const [service, benefit] = pick(f, SERVICES);
    return {
      category: '服务资讯',
      title: `奥瑞麟推出${service}，车主可享${benefit}`,
      summary: `即日起，奥瑞麟全国授权经销商同步开展${service}，符合条件的车主可享${benefit}。`,
      body: [
        `为回馈广大车主，奥瑞麟自${cnDate(date)}起在全国授权经销商同步推出${service}。`,
        `活动期间，符合条件的车主可享${benefit}，具体规则请咨询当地经销商或拨打客服热线 400-820-6998。`,
        '车主可通过奥瑞麟官方小程序在线预约到店时间，减少现场等候。',
      ],
      author: '奥瑞麟客户服务部',
    };
  },
  ({ f, date, city }) => {
    const project = pick(f, CHARITIES);
    return {
      category: '社会责任',
      title: `奥瑞麟"${project}"走进${city}`,
      summary: `${cnDate(date)}，奥瑞麟"${project}"公益项目走进${city}，${f.number.int({ min: 30, max: 120 })}名志愿者参与其中。`,
      body: [
        `${cnDate(date)}，奥瑞麟"${project}"公益项目来到${city}。`,
        `当天，来自经销商与车主社群的${f.number.int({ min: 30, max: 120 })}名志愿者共同参与了活动。自项目启动以来，已覆盖全国${f.number.int({ min: 12, max: 40 })}座城市。`,
        '奥瑞麟表示，企业的成长离不开社会的支持，品牌将持续投入公益事业，与城市共同成长。',
      ],
      author: '奥瑞麟中国',
    };
  },
];

const START = Date.UTC(2025, 0, 6);
const END = Date.UTC(2026, 5, 28);

/** `count` articles, oldest first, ids 1..count. Titles are unique. */
export function generateNews(f: Faker, count: number): NewsArticle[] {
  const step = (END - START) / (count - 1);
  const seen = new Set<string>();
  const out: NewsArticle[] = [];
  for (let i = 0; i < count; i++) {
    const date = new Date(START + Math.round(i * step));
    let draft: Draft | undefined;
    for (let attempt = 0; attempt < 50 && !draft; attempt++) {
      const candidate = pick(f, TEMPLATES)({ f, date, city: pick(f, CITIES), series: pick(f, SERIES) });
      if (candidate && !seen.has(candidate.title)) draft = candidate;
    }
    if (!draft) throw new Error(`news generator ran out of distinct titles at ${i}`);
    seen.add(draft.title);
    const id = i + 1;
    out.push({
      id,
      title: draft.title,
      summary: draft.summary,
      category: draft.category,
      cover: '',
      publishDate: date.toISOString().slice(0, 10),
      body: draft.body,
      author: draft.author,
    });
  }
  return out;
}
