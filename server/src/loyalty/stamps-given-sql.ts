/**
 * The stamps an `earn` row `t` of a stamp card `lp` put on the card. A row that fills a card holds the card's change
 * (the stamps given less the card's size, 0 or below) beside its reward, so its card's size is added back; a row
 * before several stamps per action existed gave one there (1 − size), which reads the same.
 */
export const stampsGivenSql = (t: string, lp: string) =>
  `case when ${t}.stamps > 0 then ${t}.stamps
    when ${t}.reward_id is not null then ${t}.stamps + coalesce((${lp}.config ->> 'stampsRequired')::int, 1)
    else 0 end`;
