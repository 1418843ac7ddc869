/** The login page's membership pitch beside the form (wide screens only). */
export function LoginIntro() {
  return (
    <div className="hidden flex-col justify-center md:flex">
      <p className="text-xs tracking-[0.4em] text-gold-dark">AURELION MEMBERSHIP</p>
      <p className="mt-6 text-4xl leading-tight font-extralight text-ink">
        悦享非凡，
        <br />
        从成为会员开始
      </p>
      <ul className="mt-8 space-y-3 text-sm text-mute">
        <li>保存专属配置，随时继续您的定制</li>
        <li>收藏车型与资讯，关注心仪的经销商</li>
        <li>试驾预约进度与消息通知，一处查看</li>
      </ul>
    </div>
  );
}
