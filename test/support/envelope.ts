// An adjourned game's envelope as the arbiter fills it in: Black to move in a small Russian-draughts position, the
// sealed move d6-c5 legal there, both clocks, and where and when the game goes on.
export const sealedEnvelope = (tournamentId: number, gameId: number, more: object = {}) => ({
  tournamentId,
  gameId,
  position: 'B:Wc3,e3,g3:Bb6,d6,f6',
  sealedMoveNumber: 31,
  sealedMove: 'd6-c5',
  whiteUsed: '1:45',
  blackUsed: '1:50',
  resumeAt: '2026-03-15 10:00',
  resumePlace: 'Tartu Kabeklubi',
  ...more,
});
