import type { Messages } from "../types";

export default {
  today: "今日",
  newEvent: "新しい予定",
  views: { day: "日", week: "週", month: "月", year: "年" },
  calendars: "マイカレンダー",
  categories: { work: "仕事", family: "家族", health: "健康", personal: "プライベート" },
  events: {
    standup: "チーム朝会",
    planning: "スプリント計画",
    review: "経理チームとの四半期予算会議",
    design: "デザインレビュー",
    dentist: "歯医者",
    football: "レオのサッカー練習",
    gym: "ジム",
    birthday: "母の誕生日",
    match: "サッカーの試合",
    lunch: "祖母の家でランチ",
    yoga: "ヨガ教室",
  },
  reminderIn: "{time} · {minutes} 分後",
  allDay: "終日",
} satisfies Messages<"hero-picture">;
