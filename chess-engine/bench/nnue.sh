#!/bin/sh
# The network evaluation (Eval nnue, the net built into the jar) against an opponent at 10s+0.1s
# over ../shared/tools/openings.epd, from the project root:
#   chess-engine/bench/nnue.sh classical 100     # the same build with the hand-written evaluation
#   chess-engine/bench/nnue.sh toga 100          # Toga II 3.0
#   chess-engine/bench/nnue.sh ethereal 100      # Ethereal 12
#   chess-engine/bench/nnue.sh bench             # bench nodes/s of both evaluations, one JVM each
# CONCURRENCY=2 plays two games at once (both cores busy: only with nothing else running).
# NET=file plays a net from a file instead (EvalFile). ENGINE=... runs another build (a frozen copy
# for long runs; without --add-modules jdk.incubator.vector the net runs on the scalar kernels).
# Results go to $OUT/nnue-<opponent>.log and .pgn (OUT defaults to /tmp).
set -eu
ENGINE=${ENGINE:-java --add-modules jdk.incubator.vector -jar chess-engine/target/chess-engine.jar}
OUT=${OUT:-/tmp}
CONCURRENCY=${CONCURRENCY:-1}
OPPONENT=${1:-classical}
GAMES=${2:-100}
NET=${NET:-<empty>}
if [ "$OPPONENT" = bench ]; then
  for eval in classical nnue classical nnue; do
    printf 'setoption name EvalFile value %s\nsetoption name Eval value %s\nbench\nbench\nbench\nquit\n' \
      "$NET" "$eval" | $ENGINE | sed -n "s/^\(Nodes.*\|Total.*\)/$eval: \1/p"
  done
  exit 0
fi
case "$OPPONENT" in
  classical) set -- "cmd=$ENGINE" name=Classical option.Hash=64 option.Eval=classical ;;
  toga) set -- cmd=/usr/games/toga2 name=TogaII option.OwnBook=false option.Hash=16 ;;
  ethereal) set -- cmd=/usr/games/ethereal-chess name=Ethereal option.Hash=16 ;;
  *) echo "opponent: classical, toga, ethereal or bench" >&2; exit 2 ;;
esac
python3 ../shared/tools/match.py \
  --engine "cmd=$ENGINE" name=NNUE option.Hash=64 "option.EvalFile=$NET" option.Eval=nnue \
  --engine "$@" \
  --games "$GAMES" --tc 10+0.1 --concurrency "$CONCURRENCY" --overhead 150 \
  --pgn "$OUT/nnue-$OPPONENT.pgn" | tee "$OUT/nnue-$OPPONENT.log"
